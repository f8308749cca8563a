/*
 * test: a __nullable struct member
 * args: -Wno-decl
 * stderr:
 * nullable-spell-member.c:17:16: warning: dereference of nullable expression 'rq->curr'
 * nullable-spell-member.c:17:16:    member 'curr' is declared __nullable at nullable-spell-member.c:12
 * end
 */
#include "../include/kernel.h"

struct rq {
	struct task * __nullable curr;
};

int curr_prio(struct rq *rq)
{
	return rq->curr->prio;
}
