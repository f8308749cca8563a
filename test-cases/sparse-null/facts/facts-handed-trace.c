/*
 * test: a tracepoint observes what it is given: handing a new object to a trace call publishes nothing (the creation then publishes it with every member set: no record), and a function tracing its parameter's object before setting it still does not publish it (its init record)
 * args: -Wno-decl
 * facts: create init
 * records:
 * {"record":"init","function":"timer_init","param":0,"struct":"timer","struct_file":"facts-handed-trace.c","sets":["next"],"publishes":false,"line":32}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

struct timer {
	void (*fn)(struct timer *t);
	struct timer *next;
};

TRACE_EVENT(timer_made,
	TP_PROTO(struct timer *t),
	TP_ARGS(t),
	TP_STRUCT__entry(__field(void *, t)),
	TP_fast_assign(
		__entry->t = t;
	),
	TP_printk("t=%p", __entry->t)
);

void *kzalloc(unsigned long size, int flags);
void timer_fire(struct timer *t);
void timer_publish(struct timer *t);

void timer_init(struct timer *t, void (*fn)(struct timer *t))
{
	trace_timer_made(t);
	t->fn = fn;
	t->next = t;
}

struct timer *timer_make(void)
{
	struct timer *t = kzalloc(sizeof(*t), 0);

	if (!t)
		return NULL;
	trace_timer_made(t);
	t->fn = timer_fire;
	t->next = t;
	timer_publish(t);
	return t;
}
