/* SPDX-License-Identifier: MIT */
/*
 * The kernel's hand-kept raw_tp_null_args[] (kernel/bpf/btf.c): compared
 * with the table, never read as evidence, and only added to by a patch.
 */
#ifndef TABLE_KERNEL_LIST_H
#define TABLE_KERNEL_LIST_H

#include "grade.h"

/*
 * Write @outdir/compare.txt and @outdir/raw_tp_null_args.patch (empty
 * when the table adds nothing) for
 * @tree/kernel/bpf/btf.c, atomically.  A btf.c that never names
 * raw_tp_null_args is a kernel whose verifier keeps no list (Linux 6.1):
 * then neither is written, a line on stderr says why, and the result is 0.
 * 0 or a negative errno, after a message naming the file.
 */
int kernel_list__compare(const char *tree, const char *outdir, const struct grades *grades);

#endif
