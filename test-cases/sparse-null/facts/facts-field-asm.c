/*
 * test: an asm given a new object's memory (a bit operation's "+m") or doing nothing (an empty template, RELOC_HIDE()) does not publish it, and the address an empty asm hands back is followed; an asm given its address in a register does publish it
 * args: -Wno-decl
 * facts: create
 * records:
 * {"record":"create","struct":"pnet_b","struct_file":"facts-field-asm.c","unset":["net"],"function":"init_leaky","line":51}
 * {"record":"create","struct":"pnet_c","struct_file":"facts-field-asm.c","unset":[],"handed":[{"function":"publish","param":0,"unset":["net"]}],"function":"init_hidden_publish","line":58}
 * end
 */
void *memset(void *s, int c, unsigned long n);
void publish(void *p);

struct net { int x; };
extern struct net init_net;

#define NETDEV(tag)						\
	struct pnet_##tag { struct net *net; };			\
	struct ndev_##tag { int reg; unsigned long state; struct pnet_##tag nd_net; }
NETDEV(a);
NETDEV(b);
NETDEV(c);

static inline void set_bit(long nr, volatile unsigned long *addr)
{
	asm volatile("bts %1,%0" : "+m" (*addr) : "Ir" (nr) : "memory");
}

static inline void *hide(void *p)
{
	unsigned long v;

	asm("" : "=r" (v) : "0" (p));
	return (void *)v;
}

static void core(struct ndev_a *dev)
{
	dev->reg = 1;
	set_bit(1, hide(&dev->state));
	dev->nd_net.net = &init_net;
}

void init_dummy(struct ndev_a *dev)
{
	memset(dev, 0, sizeof(*dev));
	core(dev);
}

void init_leaky(struct ndev_b *dev)
{
	memset(dev, 0, sizeof(*dev));
	asm volatile("mov %0, leaked(%%rip)" : : "r" (&dev->state));
	dev->nd_net.net = &init_net;
}

void init_hidden_publish(struct ndev_c *dev)
{
	memset(dev, 0, sizeof(*dev));
	publish(hide(&dev->state));
	dev->nd_net.net = &init_net;
}
