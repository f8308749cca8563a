/*
 * test: a NULL test inside an inlined helper does not make the value passed "tested NULL"; the caller's own test does
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","event":"bad_header","arg":0,"name":"sk","kind":"call-field","caller":"receive","field":"sock.listener","struct_file":"tp-call-helper-test.c","line":41}
 * {"record":"evidence","event":"bad_header","arg":1,"name":"parent","kind":"call-tested-null","caller":"receive","line":41}
 * {"record":"tp_arg","event":"bad_header","arg":0,"name":"sk","null":"unknown","err":false,"evidence":["call-field"]}
 * {"record":"tp_arg","event":"bad_header","arg":1,"name":"parent","null":"nullable","err":false,"evidence":["call-tested-null"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct sock { int policy; struct sock *listener; struct sock *parent; };

DECLARE_TRACE(bad_header,
	TP_PROTO(struct sock *sk, struct sock *parent),
	TP_ARGS(sk, parent));

int policy_slow(struct sock *sk);
int no_policy(void);

/* Like xfrm4_policy_check(): it allows any caller a NULL socket. */
static inline int policy_check(struct sock *sk)
{
	if (sk && sk->policy)
		return policy_slow(sk);
	return no_policy();
}

int receive(struct sock *req)
{
	struct sock *sk = req->listener;
	struct sock *parent = req->parent;

	if (!parent)
		warn_slowpath("receive", 1);
	if (!policy_check(sk))
		return 1;
	trace_bad_header(sk, parent);
	return 0;
}
