/*
 * test: a function's own static pointer that its initializer makes an address and that it only reads is not NULL (tracepoint_string(), as TPS() uses it); one it also stores to, one whose address it hands out, and a file-scope one are unknown
 * args: -Wno-decl
 * facts: evidence
 * records:
 * {"record":"evidence","event":"state","arg":0,"name":"what","kind":"call-nonnull","caller":"only_read","line":32}
 * {"record":"evidence","event":"state","arg":0,"name":"what","kind":"call-unknown","caller":"stored_to","line":39}
 * {"record":"evidence","event":"state","arg":0,"name":"what","kind":"call-unknown","caller":"address_taken","line":49}
 * {"record":"evidence","event":"state","arg":0,"name":"what","kind":"call-unknown","caller":"file_scope","line":54}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

/* Like <linux/tracepoint.h>'s tracepoint_string(). */
#define tracepoint_string(str)						\
	({								\
		static const char *___tp_str = str;			\
		___tp_str;						\
	})
#define TPS(x)	tracepoint_string(x)

DECLARE_TRACE(state,
	TP_PROTO(const char *what),
	TP_ARGS(what));

void keep(const char **where);
static const char *file_name = "file";

void only_read(void)
{
	trace_state(TPS("start"));
}

void stored_to(int again)
{
	static const char *name = "once";

	trace_state(name);
	if (again)
		name = NULL;
}

void address_taken(void)
{
	static const char *name = "kept";

	keep(&name);
	trace_state(name);
}

void file_scope(void)
{
	trace_state(file_name);
}
