/*
 * test: a NULL test of a value read through an argument (a device name, as __string() makes) leaves its unconditional dereference body-deref; a dereference behind a NULL test is not
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"plane_wm","arg":0,"name":"crtc","kind":"body-deref","line":28}
 * {"record":"evidence","class":"plane_wm","arg":1,"name":"other","kind":"body-null-test","line":28}
 * {"record":"tp_arg","event":"plane_wm","arg":0,"name":"crtc","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"plane_wm","arg":1,"name":"other","null":"nullable","err":false,"evidence":["body-null-test"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

struct device { const char *init_name; };
struct crtc { struct device *dev; int pipe; };
unsigned long strlen(const char *s);
const char *kobject_name(struct device *dev);

static inline const char *dev_name(struct device *dev)
{
	if (dev->init_name)
		return dev->init_name;
	return kobject_name(dev);
}

TRACE_EVENT(plane_wm,
	TP_PROTO(struct crtc *crtc, struct crtc *other),
	TP_ARGS(crtc, other),
	TP_STRUCT__entry(__field(unsigned long, len) __field(int, pipe) __field(int, other_pipe)),
	TP_fast_assign(
		const char *name = dev_name(crtc->dev);

		__entry->len = strlen(name ? name : "(null)");
		__entry->pipe = crtc->pipe;
		__entry->other_pipe = other ? other->pipe : -1;
	),
	TP_printk("pipe=%d", __entry->pipe)
);
