/*
 * test: tracepoints a file creates only when no checker looks (as
 * net/wireless/trace.c does) get their facts from a second run with
 * __CHECKER__ undefined, kept in a second facts file; nothing is printed
 * args: -Wno-decl
 * facts: class evidence
 * records:
 * {"record":"class","class":"scan","params":[[0,"wiphy","struct task *"],[1,"req","struct task *"]],"line":18}
 * {"record":"evidence","class":"scan","arg":0,"name":"wiphy","kind":"body-deref","line":18}
 * {"record":"evidence","class":"scan","arg":1,"name":"req","kind":"body-null-test","line":18}
 * end
 */
#include "../include/kernel.h"
#ifndef __CHECKER__
#define CREATE_TRACE_POINTS
#include "../include/trace.h"

TRACE_EVENT(scan,
	TP_PROTO(struct task *wiphy, struct task *req),
	TP_ARGS(wiphy, req),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = wiphy->prio;
		__entry->b = req ? req->policy : 0;
	),
	TP_printk("a=%d", __entry->a)
);
#endif
