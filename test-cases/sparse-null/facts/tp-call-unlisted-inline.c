/*
 * test: a trace call in an inline function of external linkage declared again after its body (EXPORT_SYMBOL() does, for the kernel's touch_buffer()) is found, although no call inlines that function and sparse checks nothing in it; what sparse would say of its body stays unsaid
 * args: -Wno-decl
 * facts: call flow
 * records:
 * {"record":"call","caller":"touch_user","callee":"touch_task","line":34,"args":[[0,"param",0]],"always":true}
 * {"record":"flow","event":"touch","arg":0,"name":"tsk","function":"touch_task","param":0,"value":"nonnull","line":26}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

DECLARE_TRACE(touch,
	TP_PROTO(struct task *tsk),
	TP_ARGS(tsk));

void touch_task(struct task *t);

/*
 * The kernel's inline adds gnu_inline: an external definition all the
 * same.  The shift is out of range: sparse would warn, had it expanded
 * the body.
 */
inline __attribute__((gnu_inline)) void touch_task(struct task *t)
{
	trace_touch(t);
	t->prio = 1 << 40;
}

extern typeof(touch_task) touch_task;

void touch_user(struct task *t)
{
	touch_task(t);
}
