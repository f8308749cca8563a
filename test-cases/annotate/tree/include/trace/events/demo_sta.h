/* SPDX-License-Identifier: GPL-2.0 */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM demo_sta
#define TRACE_SYSTEM_VAR key

#if !defined(_TRACE_DEMO_STA_H) || defined(TRACE_HEADER_MULTI_READ)
#define _TRACE_DEMO_STA_H

#include <linux/tracepoint.h>

/* As in mac80211's and cfg80211's trace.h: macros that use an argument. */
#define STA_ASSIGN	(sta ? sta->id : 0)
#define MAC_ENTRY(entry_mac)	__array(u8, entry_mac, 6)
#define MAC_ASSIGN(entry_mac, given_mac)	memcpy(__entry->entry_mac, given_mac, 6)
/* These leave key and chan to the rename: a setting, a parameter, a member. */
#define CHAN_ASSIGN(chan)	((chan) ? (chan)->id : 0)
#define KEY_CHAN_ID(k)	((k)->chan ? (k)->chan->id : 0)

DECLARE_EVENT_CLASS(demo_sta_class,

	TP_PROTO(struct demo_sta *sta, const u8 *mac_addr, struct demo_key *key,
		 struct demo_chan *chan),

	TP_ARGS(sta, mac_addr, key, chan),

	TP_STRUCT__entry(
		__field(int, id)
		MAC_ENTRY(mac_addr)
		__field(int, key_id)
		__field(int, chan_id)
	),

	TP_fast_assign(
		__entry->id = STA_ASSIGN;
		MAC_ASSIGN(mac_addr, mac_addr);
		__entry->key_id = key ? key->id : 0;
		__entry->chan_id = CHAN_ASSIGN(chan);
	),

	TP_printk("id=%d key=%d", __entry->id, __entry->key_id)
);

DEFINE_EVENT(demo_sta_class, demo_sta_add,
	TP_PROTO(struct demo_sta *sta, const u8 *mac_addr, struct demo_key *key,
		 struct demo_chan *chan),
	TP_ARGS(sta, mac_addr, key, chan)
);

#endif /* _TRACE_DEMO_STA_H */

#include <trace/define_trace.h>
