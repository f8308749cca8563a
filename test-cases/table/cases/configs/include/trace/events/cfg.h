/* SPDX-License-Identifier: MIT */
/* The events of the configs case: one header, built by both configurations. */
#define CFG_EVENT(name)							\
	TRACE_EVENT(name,						\
		TP_PROTO(struct task *t),				\
		TP_ARGS(t),						\
		TP_STRUCT__entry(__field(void *, t)),			\
		TP_fast_assign(__entry->t = t;),			\
		TP_printk("t=%p", __entry->t))

CFG_EVENT(cfg_null)
CFG_EVENT(cfg_both)
CFG_EVENT(cfg_mixed)
CFG_EVENT(cfg_guard)
CFG_EVENT(cfg_called_once)
#ifdef CONFIG_X86
CFG_EVENT(cfg_x86_only)
#endif
