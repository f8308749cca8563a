/*
 * test: does 6.12's verifier honour a __nullable name on a function's own parameter for fentry? bpf_iter_task_new's task__nullable, read without a test; 6.1 has no bpf_iter_task_new(): libbpf finds no attach target (ESRCH) before the verifier runs
 * stock: rejected invalid mem access 'ptr_or_null_'
 * list: rejected invalid mem access 'ptr_or_null_'
 * btf: rejected invalid mem access 'ptr_or_null_'
 * annotated: rejected invalid mem access 'ptr_or_null_'
 * debian-6.1: rejected no verifier log: No such process
 */
#include "vm.h"

SEC("fentry/bpf_iter_task_new")
int BPF_PROG(fentry_suffix, struct bpf_iter_task *it, struct task_struct *task__nullable,
	     unsigned int flags)
{
	keep(task__nullable->pid);
	return 0;
}
