// SPDX-License-Identifier: MIT
/*
 * The continuation line the nullability warnings share: which declaration
 * made the value nullable, so a reader can judge the warning there.
 */
#include "lib.h"
#include "symbol.h"

#include "annotations/diag.h"
#include "flow/null-flow.h"
#include "nullable-checks/nullable-checks.h"

void nullable_checks__explain(struct null_flow *nf, int value, struct position at)
{
	const char *what;
	struct symbol *decl = null_flow__source(nf, value, &what);

	diag__info(at, "   %s '%s' is declared __nullable at %s:%d", what,
		   show_ident(decl->ident), stream_name(decl->pos.stream), decl->pos.line);
}
