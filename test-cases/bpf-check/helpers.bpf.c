/*
 * test: a helper that may fault is flagged; a probe read cannot fault,
 * but &pi_task->prio and BPF_CORE_READ() compute an address from the
 * maybe-NULL pointer first, which the verifier rejects, and so does
 * (long)pi_task + n; unrelated registers left over from earlier code do
 * not count as arguments of a helper
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/helpers.bpf.c:27:12: warning: nullable 'pi_task' (argument 1 of event sched_pi_setprio) passed to bpf_task_storage_get() without a NULL test (program task_storage)
 * test-cases/bpf-check/helpers.bpf.c:37:6: warning: pointer arithmetic on nullable 'pi_task' (argument 1 of event sched_pi_setprio) before a NULL test: the verifier rejects it (BPF_CORE_READ() and &p->member included) (program probe_read)
 * test-cases/bpf-check/helpers.bpf.c:47:23: warning: pointer arithmetic on nullable 'pi_task' (argument 1 of event sched_pi_setprio) before a NULL test: the verifier rejects it (BPF_CORE_READ() and &p->member included) (program no_argument)
 * end
 */
#include "common.h"

struct {
	__uint(type, BPF_MAP_TYPE_TASK_STORAGE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, int);
	__type(value, long);
} storage SEC(".maps");

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(task_storage, struct task_struct *tsk, struct task_struct *pi_task)
{
	long *v = bpf_task_storage_get(&storage, pi_task, 0, 0);

	if (v)
		sink = *v;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(probe_read, struct task_struct *tsk, struct task_struct *pi_task)
{
	int prio = 0;

	bpf_probe_read_kernel(&prio, sizeof(prio), &pi_task->prio);
	sink = prio + BPF_CORE_READ(pi_task, policy);
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(no_argument, struct task_struct *tsk, struct task_struct *pi_task)
{
	sink = (long)pi_task + bpf_get_current_pid_tgid();
	return 0;
}
