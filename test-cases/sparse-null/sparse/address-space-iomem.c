/*
 * test: __iomem and a __force cast that silences the mix
 * args: -Wno-decl
 * peer: sparse
 * stderr:
 * address-space-iomem.c:14:18: warning: cast removes address space '__iomem' of expression
 * end
 */
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))

unsigned int readl_raw(void __iomem *addr)
{
	return *(unsigned int *)addr;
}

unsigned int readl_forced(void __iomem *addr)
{
	return *(unsigned int __force *)addr;
}
