/*
 * test: mmap_lock_start_locking's mm read without a NULL test loads on every kernel: the only NULL the table once saw reach it (perf_event_addr_filters_apply()'s mmput(mm), through exit_mmap()) is set when ifh->nr_file_filters is 0 and passed only under `if (ifh->nr_file_filters)`, the same test made again (correlated conditions), so the table does not grade mm nullable and no output adds it
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/mmap_lock_start_locking")
int BPF_PROG(mmap_unchecked, struct mm_struct *mm, const char *memcg_path, bool write)
{
	keep(mm->map_count);
	return 0;
}
