/*
 * test: a pointer constant neither NULL nor valid ((T *)1, ZERO_SIZE_PTR) is a sentinel: passed, merged, compared in TP_fast_assign; an int compared with 1 is not
 * args: -Wno-decl
 * facts: call evidence tp_arg
 * records:
 * {"record":"call","caller":"do_trace_event_raw_event_deliver","callee":"trace_consume","line":28,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"trace_event_raw_event_deliver","callee":"do_trace_event_raw_event_deliver","static":true,"line":28,"args":[[0,"param",0],[2,"param",2]],"always":true}
 * {"record":"call","caller":"__bpf_trace_deliver","callee":"bpf_trace_run","line":28,"args":[[0,"param",0],[2,"param",2]],"always":true}
 * {"record":"call","caller":"send_one","callee":"use","line":46,"args":[[0,"sentinel"]]}
 * {"record":"call","caller":"send_one","callee":"use","line":47,"args":[[0,"sentinel"]]}
 * {"record":"call","caller":"send_one","callee":"use","line":48,"args":[[0,"sentinel"]]}
 * {"record":"evidence","class":"deliver","arg":1,"name":"info","kind":"body-null-test","line":28}
 * {"record":"evidence","class":"deliver","arg":1,"name":"info","kind":"body-sentinel-test","line":28}
 * {"record":"evidence","event":"deliver","arg":1,"name":"info","kind":"call-sentinel","caller":"send_one","line":49}
 * {"record":"tp_arg","event":"deliver","arg":1,"name":"info","null":"nullable","err":true,"evidence":["body-null-test","body-sentinel-test","call-sentinel"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

#define SEND_SIG_NOINFO	((struct task *)0)
#define SEND_SIG_PRIV	((struct task *)1)
#define ZERO_SIZE_PTR	((void *)16)

void use(struct task *t);

TRACE_EVENT(deliver,
	TP_PROTO(int sig, struct task *info),
	TP_ARGS(sig, info),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = sig == 1 ? 0 : sig;
		if (info == SEND_SIG_NOINFO)
			__entry->b = 0;
		else if (info == SEND_SIG_PRIV)
			__entry->b = 1;
		else
			__entry->b = info->prio;
	),
	TP_printk("a=%d", __entry->a)
);

void send_one(int sig, int priv, struct task *p)
{
	use(SEND_SIG_PRIV);
	use(priv ? SEND_SIG_PRIV : ZERO_SIZE_PTR);
	use(priv ? SEND_SIG_PRIV : p);
	trace_deliver(sig, SEND_SIG_PRIV);
}
