/* SPDX-License-Identifier: GPL-2.0 */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM demo

#if !defined(_TRACE_DEMO_H) || defined(TRACE_HEADER_MULTI_READ)
#define _TRACE_DEMO_H

#include <linux/tracepoint.h>

/* A subsystem's wrapper, as btrfs's TP_fast_assign_btrfs(): renames reach inside. */
#define TP_fast_assign_demo(args...)	TP_fast_assign(args)

DECLARE_EVENT_CLASS(demo_req_class,

	TP_PROTO(struct demo_req *req, struct device *dev, int err),

	TP_ARGS(req, dev, err),

	TP_STRUCT__entry(
		__string(	name,		dev->name	)
		__field(	unsigned int,	req		)
		__field(	int,		err		)
	),

	TP_fast_assign_demo(
		/* req is the argument; __entry->req and req-> members are not */
		__assign_str(name);
		__entry->req = req->debug_id;
		__entry->err = err;
	),

	TP_printk("dev=%s req=%u err=%d", __get_str(name), __entry->req,
		  __entry->err)
);

DEFINE_EVENT(demo_req_class, demo_req_start,
	TP_PROTO(struct demo_req *req, struct device *dev, int err),
	TP_ARGS(req, dev, err)
);

#define DEFINE_DEMO_REQ_EVENT(name)				\
DEFINE_EVENT(demo_req_class, name,				\
	TP_PROTO(struct demo_req *req, struct device *dev, int err),	\
	TP_ARGS(req, dev, err))
DEFINE_DEMO_REQ_EVENT(demo_req_done);

TRACE_EVENT_CONDITION(demo_wake,

	TP_PROTO(struct task_struct *task, struct task_struct *waker),

	TP_ARGS(task, waker),

	TP_CONDITION(task && waker != task),

	TP_STRUCT__entry(
		__field(pid_t, pid)
		__field(pid_t, waker)
	),

	TP_fast_assign(
		__entry->pid = task->pid;
		__entry->waker = waker ? waker->pid : 0;
	),

	TP_printk("pid=%d waker=%d", __entry->pid, __entry->waker)
);

TRACE_EVENT(demo_free,

	TP_PROTO(struct sk_buff *skb__nullable, struct sock *sk),

	TP_ARGS(skb__nullable, sk),

	TP_STRUCT__entry(
		__field(const void *, skbaddr)
		__field(const void *, sk)
	),

	TP_fast_assign(
		__entry->skbaddr = skb__nullable;
		__entry->sk = sk;
	),

	TP_printk("skbaddr=%p sk=%p", __entry->skbaddr, __entry->sk)
);

TRACE_EVENT(demo_signal,

	TP_PROTO(struct kernel_siginfo *info),

	TP_ARGS(info),

	TP_STRUCT__entry(
		__field(int, code)
	),

	TP_fast_assign(
		__entry->code = info == SEND_SIG_PRIV ? 1 : info ? info->si_code : 0;
	),

	TP_printk("code=%d", __entry->code)
);

#endif /* _TRACE_DEMO_H */

#include <trace/define_trace.h>
