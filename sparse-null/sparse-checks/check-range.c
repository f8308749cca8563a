// SPDX-License-Identifier: MIT
/*
 * The linearizer emits OP_RANGE for a range check it could not prove
 * (sparse's __range__ builtin); it only survives when the value is out of
 * range.
 */
#include "lib.h"
#include "linearize.h"

#include "sparse-checks/checks.h"

void check_range(struct instruction *insn)
{
	warning(insn->pos, "value out of range");
}
