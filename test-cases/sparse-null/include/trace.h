/*
 * Tracepoint macros written from scratch to expand to the shapes the
 * kernel's do (6.12, x86, jump labels, BPF events): the asm goto guard
 * around the real call, the class functions, the BPF map per event.
 */
#define PARAMS(args...)		args
#define TP_PROTO(args...)	args
#define TP_ARGS(args...)	args
#define TP_STRUCT__entry(args...) args
#define TP_fast_assign(args...)	args
#define TP_printk(fmt, args...)	fmt
#define __field(type, item)	type item;

struct tracepoint { int key; };
struct bpf_raw_event_map {
	struct tracepoint *tp;
	void *bpf_func;
	unsigned int num_args;
};
void bpf_trace_run(void *data, ...);
void trace_consume(void *entry);

/*
 * Like arch_static_branch(): sparse ignores the asm goto's label, which
 * the jump table entry names for the code patched in at run time.
 */
static inline int static_key_false(struct tracepoint *key)
{
	asm goto("1: .byte 0x0f,0x1f,0x44,0x00,0x00\n\t"
		 ".pushsection __jump_table, \"aw\"\n\t"
		 ".long 1b - ., %l[l_yes] - .\n\t.popsection"
		 : : "i" (key) : : l_yes);
	return 0;
l_yes:
	return 1;
}

#define DECLARE_TRACE(name, proto, args)				\
	extern struct tracepoint __tracepoint_##name;			\
	int __traceiter_##name(void *__data, proto);			\
	static inline void trace_##name(proto)				\
	{								\
		if (static_key_false(&__tracepoint_##name))		\
			__traceiter_##name((void *)0, args);		\
	}								\
	static inline void trace_##name##_rcuidle(proto)		\
	{								\
		if (static_key_false(&__tracepoint_##name))		\
			__traceiter_##name((void *)0, args);		\
	}								\
	static inline int trace_##name##_enabled(void)			\
	{								\
		return static_key_false(&__tracepoint_##name);		\
	}

/* Like the kernel's: the condition is tested behind the jump label. */
#define DECLARE_TRACE_CONDITION(name, proto, args, cond)		\
	extern struct tracepoint __tracepoint_##name;			\
	int __traceiter_##name(void *__data, proto);			\
	static inline void trace_##name(proto)				\
	{								\
		if (static_key_false(&__tracepoint_##name)) {		\
			if (!(cond))					\
				return;					\
			__traceiter_##name((void *)0, args);		\
		}							\
	}
#define TP_CONDITION(args...)	args

#ifdef CREATE_TRACE_POINTS
#define DECLARE_EVENT_CLASS(call, proto, args, tstruct, assign, print)	\
	struct trace_event_raw_##call { tstruct };			\
	static void do_trace_event_raw_event_##call(void *__data, proto) \
	{								\
		struct trace_event_raw_##call __e, *__entry = &__e;	\
		assign;							\
		trace_consume(__entry);					\
	}								\
	void trace_event_raw_event_##call(void *__data, proto)		\
	{								\
		do_trace_event_raw_event_##call(__data, args);		\
	}								\
	void __bpf_trace_##call(void *__data, proto)			\
	{								\
		bpf_trace_run(__data, args);				\
	}
#define DEFINE_EVENT(template, name, proto, args)			\
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))		\
	struct tracepoint __tracepoint_##name;				\
	typedef void (*btf_trace_##name)(void *__data, proto);		\
	union bpf_map_##name {						\
		struct bpf_raw_event_map event;				\
		btf_trace_##name handler;				\
	};								\
	union bpf_map_##name __bpf_trace_tp_map_##name = {		\
		.event = {						\
			.tp = &__tracepoint_##name,			\
			.bpf_func = __bpf_trace_##template,		\
		},							\
	};
#else
#define DECLARE_EVENT_CLASS(call, proto, args, tstruct, assign, print)
#define DEFINE_EVENT(template, name, proto, args)			\
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#endif

#define TRACE_EVENT(name, proto, args, tstruct, assign, print)		\
	DECLARE_EVENT_CLASS(name, PARAMS(proto), PARAMS(args),		\
			    PARAMS(tstruct), PARAMS(assign), PARAMS(print)) \
	DEFINE_EVENT(name, name, PARAMS(proto), PARAMS(args))
