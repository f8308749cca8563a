/*
 * test: the same read after a NULL test loads everywhere
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/mmap_lock_start_locking")
int BPF_PROG(mmap_checked, struct mm_struct *mm, const char *memcg_path, bool write)
{
	if (mm)
		keep(mm->map_count);
	return 0;
}
