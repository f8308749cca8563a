/*
 * test: --btf with btf-export's split shape: DECL_TAG "nullable" on a
 * __bpf_trace_<class> parameter, also for a DEFINE_EVENT event of a class
 * (sched_wakeup_new of sched_wakeup_template)
 * args: --btf $split --kernel-btf $fixture $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/split-tags.bpf.c:17:18: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program pi_boost)
 * test-cases/bpf-check/split-tags.bpf.c:24:12: warning: dereference of nullable 'p' (argument 0 of event sched_wakeup_new) without a NULL test (program wakeup_new)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_boost, struct task_struct *tsk, struct task_struct *pi_task)
{
	sink = pi_task->policy;
	return 0;
}

SEC("tp_btf/sched_wakeup_new")
int BPF_PROG(wakeup_new, struct task_struct *p)
{
	sink = p->prio;
	return 0;
}
