/* SPDX-License-Identifier: MIT */
/*
 * What the macros a file #defines may do to a rename: a macro whose
 * replacement names an argument or parameter uses it where no rename can
 * see (mac80211's STA_ASSIGN uses sta; efi's PUTC() stores into buf), and
 * a macro given the name may use it as a member (cfg80211's
 * MAC_ASSIGN(mac_addr, mac_addr) names the field first).  Renaming either
 * breaks the build, so such a name is left as it is.
 */
#ifndef ANNOTATE_MACROS_H
#define ANNOTATE_MACROS_H

#include <stdbool.h>
#include <stddef.h>

#include "token-list.h"

/*
 * Does a #define among a file's tokens @t name @name in its replacement?
 * Not counting a macro with a parameter of that name, a trace header's
 * settings (TRACE_SYSTEM csd), nor a wrapper of DEFINE_EVENT() and its
 * kin (with TP_PROTO or TP_ARGS), whose uses the class's rename covers.
 */
bool macros__define_uses(const struct token_list *t, const char *name);

/*
 * Is @name, among tokens (@from, @to) of a file's tokens @t, a whole
 * argument of a function-like macro that the file #defines and that uses
 * that parameter as a member, a pasted token or a string
 * (MAC_ASSIGN(mac_addr, mac_addr): __entry->entry_mac)?  As a value
 * (CHAN_DEF_ASSIGN(chandef)) it is renamed.
 */
bool macros__passed_to_local_macro(const struct token_list *t, size_t from, size_t to,
				   const char *name);

#endif
