/*
 * test: signal_generate's info tested for NULL, then read: info may be SEND_SIG_PRIV ((T *)1), so the list grades it 0x2 and the verifier makes it a scalar; an added list must keep that; 6.1 has no list: info is a pointer there and the tested read loads
 * stock: rejected invalid mem access 'scalar'
 * list: rejected invalid mem access 'scalar'
 * btf: rejected invalid mem access 'scalar'
 * annotated: rejected invalid mem access 'scalar'
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/signal_generate")
int BPF_PROG(signal_tested, int sig, struct kernel_siginfo *info, struct task_struct *task,
	     int group, int result)
{
	if (info)
		keep(info->si_signo);
	return 0;
}
