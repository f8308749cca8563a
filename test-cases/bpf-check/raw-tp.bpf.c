/*
 * test: raw_tp programs read their arguments from ctx->args[i]: a read
 * through one unchecked is flagged, a probe read is not
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/raw-tp.bpf.c:17:18: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program direct)
 * end
 */
#include "common.h"

SEC("raw_tp/sched_pi_setprio")
int direct(struct bpf_raw_tracepoint_args *ctx)
{
	struct task_struct *pi_task = (void *)ctx->args[1];

	sink = pi_task->prio;
	return 0;
}

SEC("raw_tp/sched_pi_setprio")
int probed(struct bpf_raw_tracepoint_args *ctx)
{
	struct task_struct *pi_task = (void *)ctx->args[1];

	sink = BPF_CORE_READ(pi_task, prio);
	return 0;
}
