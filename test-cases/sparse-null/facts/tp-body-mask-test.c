/*
 * test: a pointer's bits masked and compared (IS_ALIGNED((unsigned long)page, n), page_fixed_fake_head()'s) are not a NULL test: the argument dereferenced on every path is not NULL; a NULL test made bitwise with another test (p && q) still is one
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"submit","arg":0,"name":"page","kind":"body-deref","line":22}
 * {"record":"evidence","class":"submit","arg":1,"name":"a","kind":"body-null-test","line":27}
 * {"record":"evidence","class":"submit","arg":2,"name":"b","kind":"body-null-test","line":27}
 * {"record":"tp_arg","event":"submit","arg":0,"name":"page","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"submit","arg":1,"name":"a","null":"nullable","err":false,"evidence":["body-null-test"]}
 * {"record":"tp_arg","event":"submit","arg":2,"name":"b","null":"nullable","err":false,"evidence":["body-null-test"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

#define IS_ALIGNED(x, a)	(((x) & ((typeof(x))(a) - 1)) == 0)

static inline int head_prio(struct task *t)
{
	if (IS_ALIGNED((unsigned long)t, 4096) && t[1].prio)
		return t[1].prio;
	return t->prio;
}

TRACE_EVENT(submit,
	TP_PROTO(struct task *page, struct task *a, struct task *b),
	TP_ARGS(page, a, b),
	TP_STRUCT__entry(__field(int, prio) __field(int, both)),
	TP_fast_assign(
		__entry->prio = head_prio(page);
		__entry->both = a && b ? 1 : 2;
	),
	TP_printk("prio=%d", __entry->prio)
);
