// SPDX-License-Identifier: MIT
/*
 * Integer casts that survived simplification, reported with -v: the
 * optimizer removes the harmless ones, so what is left either drops bits
 * or changes the sign interpretation of the value.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "sparse-checks/checks.h"

static const char *cast_problem(int from_bits, int from_signed,
				int to_bits, int to_signed)
{
	if (to_bits > from_bits) {
		/* Widening is lossy only when a signed value is zero-extended. */
		if (from_signed && !to_signed)
			return "cast loses sign";
		return NULL;
	}
	if (to_bits < from_bits)
		return "cast drops bits";
	if (from_signed == to_signed)
		return "cast wasn't removed";
	return "cast changes sign";
}

void check_cast(struct instruction *insn)
{
	struct symbol *from = insn->orig_type;
	const char *problem;

	if (!from)
		return;
	problem = cast_problem(from->bit_size,
			       !!(from->ctype.modifiers & MOD_SIGNED),
			       insn->size, insn->opcode == OP_SEXT);
	if (problem)
		warning(insn->pos, "%s", problem);
}
