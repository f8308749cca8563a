/*
 * test: static subprograms are followed with their caller's arguments:
 * flagged inside the callee when the caller did not test, clean when it
 * did or when the callee tests
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/subprog.bpf.c:15:12: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program calls_unchecked)
 * end
 */
#include "common.h"

static __noinline long read_prio(struct task_struct *t)
{
	return t->prio;
}

static __noinline long read_prio_checked(struct task_struct *t)
{
	return t ? t->prio : -1;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(calls_unchecked, struct task_struct *tsk, struct task_struct *pi_task)
{
	sink = read_prio(pi_task);
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(calls_checked, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (pi_task)
		sink = read_prio(pi_task);
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(callee_checks, struct task_struct *tsk, struct task_struct *pi_task)
{
	sink = read_prio_checked(pi_task);
	return 0;
}
