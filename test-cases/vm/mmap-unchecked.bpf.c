/*
 * test: mmap_lock_start_locking's mm read without a NULL test: the table grades it nullable (a NULL mm reaches __mmap_lock_do_trace_start_locking through a chain in mm/mmap_lock.c), the stock list does not have it; the nullable series renames it mm__nullable
 * stock: loaded
 * list: rejected invalid mem access 'trusted_ptr_or_null_'
 * btf: rejected invalid mem access 'trusted_ptr_or_null_'
 * annotated: rejected invalid mem access 'trusted_ptr_or_null_'
 */
#include "vm.h"

SEC("tp_btf/mmap_lock_start_locking")
int BPF_PROG(mmap_unchecked, struct mm_struct *mm, const char *memcg_path, bool write)
{
	keep(mm->map_count);
	return 0;
}
