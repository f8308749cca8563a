/*
 * test: task_newtask's task, nonnull in the table (copy_process() uses it before), read without a test: loaded everywhere
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/task_newtask")
int BPF_PROG(newtask_nonnull, struct task_struct *task, unsigned long clone_flags)
{
	keep(task->pid);
	return 0;
}
