/*
 * test: the same read after a NULL test loads everywhere; 6.1 has no csd_function_entry event: libbpf finds no attach target (ESRCH) before the verifier runs
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: rejected no verifier log: No such process
 */
#include "vm.h"

SEC("tp_btf/csd_function_entry")
int BPF_PROG(csd_checked, smp_call_func_t func, call_single_data_t *csd)
{
	if (csd)
		keep(csd->info);
	return 0;
}
