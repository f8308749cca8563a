// SPDX-License-Identifier: MIT
/*
 * One source, two configurations (-DCONFIG_X86 for x86_64, -DCONFIG_ARM64
 * for arm64), for the table's --configs case: what each passes to the
 * events of include/trace/events/cfg.h and to two functions.  x86_64
 * also builds arch-x86.c, whose facts are in a directory of their own.
 */
#define CREATE_TRACE_POINTS
#include "kernel.h"
#include "trace.h"
#include "trace/events/cfg.h"

struct task init_task;
extern struct task *cur_task;

/* x86_64 passes NULL, arm64 an address: nullable, x86_64's evidence. */
void run_null(void)
{
#ifdef CONFIG_X86
	trace_cfg_null(NULL);
#else
	trace_cfg_null(&init_task);
#endif
}

/* Both pass an address: nonnull. */
void run_both(void)
{
	trace_cfg_both(&init_task);
}

/* x86_64 passes an address, arm64 a value nothing is known of: unknown. */
void run_mixed(void)
{
#ifdef CONFIG_X86
	trace_cfg_mixed(&init_task);
#else
	trace_cfg_mixed(cur_task);
#endif
}

/* x86_64 tests the value after the trace call (it takes NULL): guarded. */
void run_guard(struct task *t)
{
#ifdef CONFIG_X86
	trace_cfg_guard(t);
	if (t)
		t->prio++;
#else
	trace_cfg_guard(&init_task);
#endif
}

/* Only x86_64 calls it (arm64 defines it, uncalled): x86_64's nonnull. */
void run_called_once(void)
{
#ifdef CONFIG_X86
	trace_cfg_called_once(&init_task);
#endif
}

void fn_null(struct task *p)
{
	p->prio++;
}

void fn_mixed(struct task *p)
{
	p->prio++;
}

/* fn_null: NULL on x86_64, an address on arm64.  fn_mixed: an address on x86_64, unknown on arm64. */
void call_fns(void)
{
#ifdef CONFIG_X86
	fn_null(NULL);
	fn_mixed(&init_task);
#else
	fn_null(&init_task);
	fn_mixed(cur_task);
#endif
}
