/*
 * test: a kfunc argument is flagged like a helper's, named by its symbol
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/kfunc.bpf.c:17:26: warning: nullable 'pi_task' (argument 1 of event sched_pi_setprio) passed to bpf_task_acquire() without a NULL test (program acquire)
 * end
 */
#include "common.h"

extern struct task_struct *bpf_task_acquire(struct task_struct *p) __ksym;
extern void bpf_task_release(struct task_struct *p) __ksym;

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(acquire, struct task_struct *tsk, struct task_struct *pi_task)
{
	struct task_struct *t = bpf_task_acquire(pi_task);

	if (t)
		bpf_task_release(t);
	return 0;
}
