// SPDX-License-Identifier: GPL-2.0
/* A struct_ops type's CFI stubs, whose parameter names the verifier reads. */
#include <linux/demo.h>

static void demo_dispatch_stub(int cpu, struct task_struct *prev) {}
static int demo_count_stub(int *n) { return 0; }
static void demo_tick_stub(struct task_struct *p) {}
