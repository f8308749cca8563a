/*
 * test: the running task (x86's get_current(): a read of the per-CPU pcpu_hot.current_task, inside its union, through the const alias and the address casts) is not NULL: its trace call site and a call passing it say nonnull; another member of the same union, or a current_task of another object, is not known
 * args: -Wno-decl
 * facts: evidence call
 * records:
 * {"record":"call","caller":"exec_current","callee":"wake","line":47,"args":[[0,"nonnull"]]}
 * {"record":"evidence","event":"task_exec","arg":0,"name":"t","kind":"call-nonnull","caller":"exec_current","line":46}
 * {"record":"evidence","event":"task_exec","arg":0,"name":"t","kind":"call-unknown","caller":"exec_idle","line":52}
 * {"record":"evidence","event":"task_exec","arg":0,"name":"t","kind":"call-unknown","caller":"exec_other","line":57}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct pcpu_hot {
	union {
		struct {
			struct task *current_task;
			struct task *idle_task;
		};
		unsigned char pad[64];
	};
};

#define __seg_gs __attribute__((address_space(__seg_gs)))
extern const struct pcpu_hot __seg_gs const_pcpu_hot;
extern struct pcpu_hot other_hot;
#define __my_cpu_type(var) typeof(var) __seg_gs
#define __my_cpu_ptr(ptr) (__my_cpu_type(*(ptr)) *)(__attribute__((force)) unsigned long)(ptr)
#define this_cpu_read_const(pcp) (*(__my_cpu_type(pcp) *)__my_cpu_ptr(&(pcp)))

static inline __attribute__((always_inline)) struct task *get_current(void)
{
	return this_cpu_read_const(const_pcpu_hot.current_task);
}
#define current get_current()

DECLARE_TRACE(task_exec,
	TP_PROTO(struct task *t),
	TP_ARGS(t));

void wake(struct task *t);

void exec_current(void)
{
	trace_task_exec(current);
	wake(current);
}

void exec_idle(void)
{
	trace_task_exec(this_cpu_read_const(const_pcpu_hot.idle_task));
}

void exec_other(void)
{
	trace_task_exec(other_hot.current_task);
}
