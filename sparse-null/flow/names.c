// SPDX-License-Identifier: MIT
/*
 * How messages name a followed value ("pi_task", "p->next", "get()") and
 * where its nullability was declared.
 */
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "ast/ident-name.h"
#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

struct symbol *null_flow__function(struct null_flow *nf)
{
	return nf->ep->name;
}

struct entrypoint *null_flow__ir(struct null_flow *nf)
{
	return nf->ep;
}

static const char *base_name(struct null_flow *nf, pseudo_t base)
{
	struct symbol *param;
	int v = null_flow__value(nf, base);

	base = null_cond__root(base);
	if (v >= 0)
		return null_flow__name(nf, v);
	if (base->type == PSEUDO_ARG) {
		param = null_follow__param(nf->ep->name, base->nr - 1);
		return param && param->ident ? ident__name(param->ident) : NULL;
	}
	return NULL;
}

const char *null_flow__name(struct null_flow *nf, int value)
{
	struct followed *v = &nf->values[value];
	char buf[sizeof(nf->name)];
	const char *base;

	switch (v->origin) {
	case ORIGIN_CALL:
		snprintf(nf->name, sizeof(nf->name), "%s()", ident__name(v->sym->ident));
		break;
	case ORIGIN_MEMBER:
		base = v->base ? base_name(nf, v->base) : NULL;
		snprintf(buf, sizeof(buf), "%s%s%s", base ? base : "",
			 base ? "->" : "", ident__name(v->sym->ident));
		strcpy(nf->name, buf);
		break;
	case ORIGIN_MERGE:
		if (!v->pseudo->ident)
			return null_flow__name(nf, v->from);
		snprintf(nf->name, sizeof(nf->name), "%s", ident__name(v->pseudo->ident));
		break;
	case ORIGIN_VALUE:
		snprintf(nf->name, sizeof(nf->name), "%s", show_pseudo(v->pseudo));
		break;
	default:
		snprintf(nf->name, sizeof(nf->name), "%s", ident__name(v->sym->ident));
		break;
	}
	return nf->name;
}

static const char *const origin_words[] = {
	[ORIGIN_PARAM] = "parameter",
	[ORIGIN_MEMBER] = "member",
	[ORIGIN_GLOBAL] = "global",
	[ORIGIN_CALL] = "return value of",
	[ORIGIN_LOCAL] = "local variable",
};

/* The followed source a value's nullability comes from. */
static struct followed *source_of(struct null_flow *nf, int value)
{
	struct followed *v = &nf->values[value];

	while (v->origin == ORIGIN_MERGE)
		v = &nf->values[v->from];
	return v;
}

struct symbol *null_flow__source(struct null_flow *nf, int value, const char **what)
{
	struct followed *v = source_of(nf, value);

	*what = origin_words[v->origin];
	return v->sym;
}

int null_flow__param(struct null_flow *nf, int value)
{
	struct followed *v = &nf->values[value];

	return v->pseudo->type == PSEUDO_ARG ? v->pseudo->nr - 1 : -1;
}
