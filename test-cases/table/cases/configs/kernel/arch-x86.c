// SPDX-License-Identifier: MIT
/* Built by x86_64 only: the one call of the event only x86_64 defines. */
#include "kernel.h"
#include "trace.h"
#include "trace/events/cfg.h"

extern struct task init_task;

void run_x86_only(void)
{
	trace_cfg_x86_only(&init_task);
}
