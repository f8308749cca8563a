/*
 * test: itimer_expire's pid read without a NULL test: the event's own body tests it (guarded), the stock list does not have it, the table adds it
 * stock: loaded
 * list: rejected invalid mem access 'trusted_ptr_or_null_'
 * btf: rejected invalid mem access 'trusted_ptr_or_null_'
 */
#include "vm.h"

SEC("tp_btf/itimer_expire")
int BPF_PROG(itimer_unchecked, int which, struct pid *pid, unsigned long long now)
{
	keep(pid->level);
	return 0;
}
