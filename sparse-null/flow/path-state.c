// SPDX-License-Identifier: MIT
/*
 * The facts a path of the feasible-path search carries, as a small set:
 * found, forgotten, remembered within a fixed size, joined where paths
 * meet, compared and hashed so that a path walked once is not walked
 * again (feasible.c decides what the facts say).
 */
#include <string.h>

#include "flow/path-state.h"

bool known__same(struct known a, struct known b)
{
	return a.kind == b.kind && (a.kind != KNOWN_CONST || a.value == b.value);
}

void path_state__copy(struct path_state *to, const struct path_state *from)
{
	to->nr = from->nr;
	to->carrying = from->carrying;
	memcpy(to->fact, from->fact, from->nr * sizeof(from->fact[0]));
}

struct fact *path_state__find(struct path_state *s, pseudo_t p, enum fact_tag tag)
{
	int i;

	for (i = 0; i < s->nr; i++) {
		if (s->fact[i].p == p && s->fact[i].tag == tag)
			return &s->fact[i];
	}
	return NULL;
}

void path_state__forget(struct path_state *s, pseudo_t p, enum fact_tag tag)
{
	struct fact *f = path_state__find(s, p, tag);

	if (f)
		*f = s->fact[--s->nr];
}

/* The fact to give up for a new one: branch knowledge first, never @keep's. */
static int evictable(const struct path_state *s, pseudo_t keep, bool for_keep)
{
	int i;

	for (i = 0; i < s->nr; i++) {
		if (s->fact[i].tag == FACT_VALUE && s->fact[i].p != keep)
			return i;
	}
	for (i = 0; for_keep && i < s->nr; i++) {
		if (s->fact[i].p != keep)
			return i;
	}
	return -1;
}

void path_state__remember(struct path_state *s, pseudo_t keep, pseudo_t p, enum fact_tag tag,
			  struct known known)
{
	struct fact *f = path_state__find(s, p, tag);
	int i;

	if (!f && s->nr == MAX_FACTS) {
		i = evictable(s, keep, p == keep);
		if (i < 0)
			return;
		s->fact[i] = s->fact[--s->nr];
	}
	if (!f)
		f = &s->fact[s->nr++];
	*f = (struct fact){ p, tag, known, NULL };
}

bool path_state__holds(const struct path_state *s, const struct fact *x)
{
	int i;

	for (i = 0; i < s->nr; i++) {
		const struct fact *f = &s->fact[i];

		if (f->p == x->p && f->tag == x->tag && f->implied == x->implied &&
		    known__same(f->known, x->known))
			return true;
	}
	return false;
}

void path_state__join(pseudo_t keep, struct path_state *a, const struct path_state *b)
{
	struct path_state out;
	int i;

	out.nr = 0;
	out.carrying = a->carrying || b->carrying;
	for (i = 0; i < a->nr; i++) {
		const struct fact *x = &a->fact[i];

		if (x->p == keep || path_state__holds(b, x))
			out.fact[out.nr++] = *x;
	}
	for (i = 0; i < b->nr && out.nr < MAX_FACTS; i++) {
		if (b->fact[i].p == keep && !path_state__find(&out, keep, b->fact[i].tag))
			out.fact[out.nr++] = b->fact[i];
	}
	path_state__copy(a, &out);
}

bool path_state__same(const struct path_state *a, const struct path_state *b)
{
	int i;

	if (a->nr != b->nr || a->carrying != b->carrying)
		return false;
	for (i = 0; i < a->nr; i++) {
		if (!path_state__holds(b, &a->fact[i]))
			return false;
	}
	return true;
}

uint64_t path_state__hash(struct basic_block *bb, const struct path_state *s)
{
	uint64_t h = 1469598103934665603ULL ^ (uintptr_t)bb ^ s->carrying;
	uint64_t sum = 0;
	int i;

	/* Order does not matter: the facts are a set. */
	for (i = 0; i < s->nr; i++) {
		const struct fact *f = &s->fact[i];
		uint64_t x = (uintptr_t)f->p * 31 + f->tag * 7 + f->known.kind * 3 + f->known.value +
			     (uintptr_t)f->implied * 17;

		x ^= x >> 29;
		x *= 0xbf58476d1ce4e5b9ULL;
		sum += x ^ (x >> 32);
	}
	return (h ^ sum) * 1099511628211ULL;
}
