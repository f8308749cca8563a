/*
 * test: the same read after a NULL test loads everywhere
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/itimer_expire")
int BPF_PROG(itimer_checked, int which, struct pid *pid, unsigned long long now)
{
	if (pid)
		keep(pid->level);
	return 0;
}
