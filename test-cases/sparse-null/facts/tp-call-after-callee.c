/*
 * test: after the trace call, handing the argument to a function of the file defined above it that dereferences that parameter on every path (itself, or through another such function) makes it not NULL there (call-deref-after, at the call); a function that dereferences it on some path only, or one defined below, says nothing
 * args: -Wno-decl
 * facts: evidence flow
 * records:
 * {"record":"evidence","event":"drop_buf","arg":0,"name":"b","kind":"call-deref-after","caller":"via_helper","line":44}
 * {"record":"flow","event":"drop_buf","arg":0,"name":"b","function":"via_helper","param":0,"value":"nonnull","line":43}
 * {"record":"evidence","event":"drop_buf","arg":0,"name":"b","kind":"call-deref-after","caller":"via_two_helpers","line":50}
 * {"record":"flow","event":"drop_buf","arg":0,"name":"b","function":"via_two_helpers","param":0,"value":"nonnull","line":49}
 * {"record":"flow","event":"drop_buf","arg":0,"name":"b","function":"via_some_path","param":0,"value":"param","line":55}
 * {"record":"flow","event":"drop_buf","arg":0,"name":"b","function":"via_one_below","param":0,"value":"param","line":61}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct buf { int len; };

DECLARE_TRACE(drop_buf,
	TP_PROTO(struct buf *b),
	TP_ARGS(b));

static void set_later(struct buf *b);

static int buf_len(struct buf *b)
{
	return b->len;
}

static int buf_len_plus(int n, struct buf *b)
{
	return n + buf_len(b);
}

static void maybe_clear(struct buf *b, int n)
{
	if (n)
		b->len = 0;
}

void via_helper(struct buf *b)
{
	trace_drop_buf(b);
	buf_len(b);
}

void via_two_helpers(struct buf *b)
{
	trace_drop_buf(b);
	buf_len_plus(1, b);
}

void via_some_path(struct buf *b, int n)
{
	trace_drop_buf(b);
	maybe_clear(b, n);
}

void via_one_below(struct buf *b)
{
	trace_drop_buf(b);
	set_later(b);
}

static void set_later(struct buf *b)
{
	b->len = 2;
}
