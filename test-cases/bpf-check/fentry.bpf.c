/*
 * test: fentry programs use the table's parameter verdicts: a nullable
 * parameter read unchecked, an ERR_PTR parameter read without IS_ERR, and
 * IS_ERR / IS_ERR_OR_NULL guards (clean)
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/fentry.bpf.c:21:28: warning: dereference of nullable 'pi_task' (argument 1 of function rt_mutex_setprio) without a NULL test (program setprio)
 * test-cases/bpf-check/fentry.bpf.c:28:15: warning: dereference of 'file' (argument 0 of function fput), which may be an ERR_PTR, without an IS_ERR test (program put_unchecked)
 * test-cases/bpf-check/fentry.bpf.c:55:15: warning: dereference of 'file' (argument 0 of function security_file_free), which may be an ERR_PTR, without an IS_ERR test (program free_null_only)
 * end
 */
#include "common.h"

#define MAX_ERRNO 4095
#define IS_ERR_VALUE(x) ((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)

SEC("fentry/rt_mutex_setprio")
int BPF_PROG(setprio, struct task_struct *p, struct task_struct *pi_task)
{
	sink = p->prio + pi_task->prio;
	return 0;
}

SEC("fentry/fput")
int BPF_PROG(put_unchecked, struct file *file)
{
	sink = file->f_flags;
	return 0;
}

SEC("fentry/fput")
int BPF_PROG(put_is_err, struct file *file)
{
	if (IS_ERR_VALUE(file))
		return 0;
	sink = file->f_flags;
	return 0;
}

SEC("fentry/security_file_free")
int BPF_PROG(free_is_err_or_null, struct file *file)
{
	if (!file || IS_ERR_VALUE(file))
		return 0;
	sink = file->f_flags;
	return 0;
}

SEC("fentry/security_file_free")
int BPF_PROG(free_null_only, struct file *file)
{
	if (!file)
		return 0;
	sink = file->f_flags;
	return 0;
}
