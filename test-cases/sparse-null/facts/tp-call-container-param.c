/*
 * test: container_of() of a parameter is that parameter for the callers to decide (a flow record, as the parameter itself), of a member's value that member; an address RELOC_HIDE()'s empty asm hands back (per_cpu_ptr()) is not NULL, one another asm hands back is unknown
 * args: -Wno-decl
 * facts: evidence flow
 * records:
 * {"record":"flow","event":"xinode_op","arg":0,"name":"xi","function":"xinode_setattr","param":0,"value":"param","line":53}
 * {"record":"evidence","event":"xinode_op","arg":0,"name":"xi","kind":"call-field","caller":"xinode_fault","field":"file.inode","struct_file":"tp-call-container-param.c","line":58}
 * {"record":"evidence","event":"runq_op","arg":0,"name":"rq","kind":"call-nonnull","caller":"runq_tick","line":63}
 * {"record":"evidence","event":"runq_op","arg":0,"name":"rq","kind":"call-unknown","caller":"runq_other","line":71}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

#define container_of(ptr, type, member) \
	((type *)((void *)(ptr) - __builtin_offsetof(type, member)))
#define RELOC_HIDE(ptr, off) ({					\
	unsigned long __ptr;					\
	__asm__ ("" : "=r"(__ptr) : "0"(ptr));			\
	(typeof(ptr)) (__ptr + (off));				\
})

struct inode {
	int nr;
};

struct xinode {
	long flags;
	struct inode vfs;
};

struct file {
	struct inode *inode;
};

struct runq {
	int nr;
};

struct runq runqueues;
extern unsigned long per_cpu_offset[64];

DECLARE_TRACE(xinode_op,
	TP_PROTO(struct xinode *xi),
	TP_ARGS(xi));

DECLARE_TRACE(runq_op,
	TP_PROTO(struct runq *rq),
	TP_ARGS(rq));

void xinode_setattr(struct inode *inode)
{
	trace_xinode_op(container_of(inode, struct xinode, vfs));
}

void xinode_fault(struct file *file)
{
	trace_xinode_op(container_of(file->inode, struct xinode, vfs));
}

void runq_tick(int cpu)
{
	trace_runq_op(RELOC_HIDE(&runqueues, per_cpu_offset[cpu]));
}

void runq_other(int cpu)
{
	unsigned long p;

	__asm__ ("mov %1, %0" : "=r"(p) : "r"(&runqueues));
	trace_runq_op((struct runq *)p);
}
