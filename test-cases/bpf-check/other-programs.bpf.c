/*
 * test: programs of other kinds (kprobe, tracepoint) are not followed
 * args: --table $tables/pi.json $obj
 * exit: 0
 */
#include "common.h"

SEC("kprobe/rt_mutex_setprio")
int BPF_KPROBE(kp, struct task_struct *p, struct task_struct *pi_task)
{
	sink = BPF_CORE_READ(pi_task, prio);
	return 0;
}
