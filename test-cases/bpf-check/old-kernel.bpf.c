/*
 * test: --kernel-list with a btf.c of Linux 6.1's shape (neither
 * raw_tp_null_args[] nor __nullable names): its verifier checks no
 * argument, so each unchecked use (a read, a kfunc argument, an fentry
 * parameter, an ERR_PTR) loads there and is reported so, exit 3.
 * BPF_CORE_READ() is no finding for that verifier (the arithmetic a
 * checking one rejects), so the plain read after it is one; raw_tp
 * arguments are numbers for every verifier: that finding keeps its form
 * args: --table $tables/pi.json --kernel-list $tables/btf-6.1.c $obj
 * exit: 3
 * stderr:
 * test-cases/bpf-check/old-kernel.bpf.c:28:19: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program core_read_then_read): that kernel's verifier checks no argument (no raw_tp_null_args[], no __nullable names), so the program loads and runs on it
 * test-cases/bpf-check/old-kernel.bpf.c:35:26: warning: nullable 'pi_task' (argument 1 of event sched_pi_setprio) passed to bpf_task_acquire() without a NULL test (program acquire): that kernel's verifier checks no argument (no raw_tp_null_args[], no __nullable names), so the program loads and runs on it
 * test-cases/bpf-check/old-kernel.bpf.c:45:18: warning: dereference of nullable 'pi_task' (argument 1 of function rt_mutex_setprio) without a NULL test (program setprio): that kernel's verifier checks no argument (no raw_tp_null_args[], no __nullable names), so the program loads and runs on it
 * test-cases/bpf-check/old-kernel.bpf.c:52:15: warning: dereference of 'file' (argument 0 of function fput), which may be an ERR_PTR, without an IS_ERR test (program put): that kernel's verifier checks no argument (no raw_tp_null_args[], no __nullable names), so the program loads and runs on it
 * test-cases/bpf-check/old-kernel.bpf.c:61:18: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program direct)
 * end
 */
#include "common.h"

extern struct task_struct *bpf_task_acquire(struct task_struct *p) __ksym;
extern void bpf_task_release(struct task_struct *p) __ksym;

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(core_read_then_read, struct task_struct *tsk, struct task_struct *pi_task)
{
	sink = BPF_CORE_READ(pi_task, prio);
	sink += pi_task->policy;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(acquire, struct task_struct *tsk, struct task_struct *pi_task)
{
	struct task_struct *t = bpf_task_acquire(pi_task);

	if (t)
		bpf_task_release(t);
	return 0;
}

SEC("fentry/rt_mutex_setprio")
int BPF_PROG(setprio, struct task_struct *p, struct task_struct *pi_task)
{
	sink = pi_task->prio;
	return 0;
}

SEC("fentry/fput")
int BPF_PROG(put, struct file *file)
{
	sink = file->f_flags;
	return 0;
}

SEC("raw_tp/sched_pi_setprio")
int direct(struct bpf_raw_tracepoint_args *ctx)
{
	struct task_struct *pi_task = (void *)ctx->args[1];

	sink = pi_task->prio;
	return 0;
}
