/*
 * test: the same read after a NULL test loads everywhere
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 */
#include "vm.h"

SEC("tp_btf/csd_function_entry")
int BPF_PROG(csd_checked, smp_call_func_t func, call_single_data_t *csd)
{
	if (csd)
		keep(csd->info);
	return 0;
}
