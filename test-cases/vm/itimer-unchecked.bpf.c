/*
 * test: itimer_expire's pid read without a NULL test: the event's own body tests it (guarded), the stock list does not have it, the table adds it; the annotated kernel has only the nullable series, and pid is in the guarded (RFC) one, so it loads there as on stock
 * stock: loaded
 * list: rejected invalid mem access 'trusted_ptr_or_null_'
 * btf: rejected invalid mem access 'trusted_ptr_or_null_'
 * annotated: loaded
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/itimer_expire")
int BPF_PROG(itimer_unchecked, int which, struct pid *pid, unsigned long long now)
{
	keep(pid->level);
	return 0;
}
