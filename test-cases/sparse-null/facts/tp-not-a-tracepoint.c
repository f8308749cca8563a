/*
 * test: an inline trace_*() that wraps no tracepoint is not a call site
 * args: -Wno-decl
 * facts: event evidence flow tp_arg
 * records:
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

void trace_printk_stub(const char *fmt, void *p);

static inline void trace_note(void *p)
{
	trace_printk_stub("%p", p);
}

void note(void)
{
	trace_note(NULL);
}
