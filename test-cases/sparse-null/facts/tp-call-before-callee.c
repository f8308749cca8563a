/*
 * test: before the trace call, handing the argument (or a member's address in it) on every path to a function of the file that dereferences that parameter on every path makes it not NULL there (call-deref-before, at that call); a function this file does not know (another file's, or one defined below) is named in "deref_if", nearest first, for the whole-tree step; a call on some path only names nothing; and a function's own "derefs" lists the parameters it dereferences on every path
 * args: -Wno-decl
 * facts: evidence flow function
 * records:
 * {"record":"function","function":"buf_len","static":true,"params":[[0,"b","struct buf *"]],"derefs":[0],"line":33}
 * {"record":"function","function":"before_helper","params":[[0,"b","struct buf *"]],"derefs":[0],"line":38}
 * {"record":"function","function":"before_below","params":[[0,"b","struct buf *"]],"line":53}
 * {"record":"function","function":"before_some_path","params":[[0,"b","struct buf *"]],"line":59}
 * {"record":"function","function":"set_later","static":true,"params":[[0,"b","struct buf *"]],"derefs":[0],"line":66}
 * {"record":"evidence","event":"fill_buf","arg":0,"name":"b","kind":"call-deref-before","caller":"before_helper","line":40}
 * {"record":"flow","event":"fill_buf","arg":0,"name":"b","function":"before_helper","param":0,"value":"nonnull","line":41}
 * {"record":"evidence","event":"fill_buf","arg":0,"name":"b","kind":"call-result","caller":"before_member_lock","function":"find_buf","deref_if":[["lock_it",0],["other_file_len",0]],"line":50}
 * {"record":"flow","event":"fill_buf","arg":0,"name":"b","function":"before_below","param":0,"value":"param","deref_if":[["set_later",0,"static"]],"line":56}
 * {"record":"flow","event":"fill_buf","arg":0,"name":"b","function":"before_some_path","param":0,"value":"param","line":63}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct lock { int held; };
struct buf { int len; struct lock lock; };

DECLARE_TRACE(fill_buf,
	TP_PROTO(struct buf *b),
	TP_ARGS(b));

void lock_it(struct lock *l);
int other_file_len(struct buf *b);
static void set_later(struct buf *b);
struct buf *find_buf(int id);

static int buf_len(struct buf *b)
{
	return b->len;
}

void before_helper(struct buf *b)
{
	buf_len(b);
	trace_fill_buf(b);
}

void before_member_lock(int id)
{
	struct buf *b = find_buf(id);

	lock_it(&b->lock);
	other_file_len(b);
	trace_fill_buf(b);
}

void before_below(struct buf *b)
{
	set_later(b);
	trace_fill_buf(b);
}

void before_some_path(struct buf *b, int n)
{
	if (n)
		buf_len(b);
	trace_fill_buf(b);
}

static void set_later(struct buf *b)
{
	b->len = 2;
}
