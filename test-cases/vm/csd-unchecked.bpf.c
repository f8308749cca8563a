/*
 * test: csd_function_entry's csd read without a NULL test: NULL when the call runs on the local CPU (csd_do_func(func, info, NULL)); the stock list does not have it, the table adds it, and its nullable series renames it csd__nullable; 6.1 has no csd_function_entry event: libbpf finds no attach target (ESRCH) before the verifier runs
 * stock: loaded
 * list: rejected invalid mem access 'trusted_ptr_or_null_'
 * btf: rejected invalid mem access 'trusted_ptr_or_null_'
 * annotated: rejected invalid mem access 'trusted_ptr_or_null_'
 * debian-6.1: rejected no verifier log: No such process
 */
#include "vm.h"

SEC("tp_btf/csd_function_entry")
int BPF_PROG(csd_unchecked, smp_call_func_t func, call_single_data_t *csd)
{
	keep(csd->info);
	return 0;
}
