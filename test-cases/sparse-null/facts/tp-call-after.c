/*
 * test: what the function does after the trace call: a dereference on every path makes the argument not NULL there (call-deref-after, at the dereference), its own NULL test after it says it takes NULL (call-tested-after, at the test); a dereference on some paths, an inlined helper's test or an assertion say nothing
 * args: -Wno-decl
 * facts: evidence flow
 * records:
 * {"record":"evidence","event":"free_buf","arg":0,"name":"b","kind":"call-deref-after","caller":"deref_after","line":41}
 * {"record":"flow","event":"free_buf","arg":0,"name":"b","function":"deref_after","param":0,"value":"nonnull","line":40}
 * {"record":"evidence","event":"free_buf","arg":0,"name":"b","kind":"call-deref-after","caller":"deref_after_result","line":49}
 * {"record":"evidence","event":"free_buf","arg":0,"name":"b","kind":"call-deref-after","caller":"passed_after","line":56}
 * {"record":"flow","event":"free_buf","arg":0,"name":"b","function":"passed_after","param":0,"value":"nonnull","line":55}
 * {"record":"evidence","event":"free_buf","arg":0,"name":"b","kind":"call-tested-after","caller":"tested_after","line":63}
 * {"record":"flow","event":"free_buf","arg":0,"name":"b","function":"tested_after","param":0,"value":"param","line":62}
 * {"record":"flow","event":"free_buf","arg":0,"name":"b","function":"deref_on_some_path","param":0,"value":"param","line":70}
 * {"record":"flow","event":"free_buf","arg":0,"name":"b","function":"helper_tests_after","param":0,"value":"param","line":77}
 * {"record":"flow","event":"free_buf","arg":0,"name":"b","function":"asserted_after","param":0,"value":"param","line":83}
 * {"record":"evidence","event":"free_buf","arg":0,"name":"b","kind":"call-result","caller":"loop","function":"get_buf","line":95}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct buf { int len; struct buf *next; };

DECLARE_TRACE(free_buf,
	TP_PROTO(struct buf *b),
	TP_ARGS(b));

struct buf *get_buf(void);
void consume(struct buf *b) __attribute__((nonnull(1)));
void release(struct buf *b);

static inline void put_buf(struct buf *b)
{
	if (b)
		release(b);
}

void deref_after(struct buf *b)
{
	trace_free_buf(b);
	b->len = 0;
}

void deref_after_result(void)
{
	struct buf *b = get_buf();

	trace_free_buf(b);
	if (b->len)
		release(b);
}

void passed_after(struct buf *b)
{
	trace_free_buf(b);
	consume(b);
}

/* Like dma_free_attrs(): the trace call comes before the function's own test. */
void tested_after(struct buf *b)
{
	trace_free_buf(b);
	if (!b)
		return;
	b->len = 0;
}

void deref_on_some_path(struct buf *b, int n)
{
	trace_free_buf(b);
	if (n)
		b->len = n;
}

void helper_tests_after(struct buf *b)
{
	trace_free_buf(b);
	put_buf(b);
}

void asserted_after(struct buf *b)
{
	trace_free_buf(b);
	WARN_ON(!b);
}

/* The next iteration's b is another value: its dereference proves nothing here. */
void loop(int n)
{
	struct buf *b;

	for (;;) {
		b = get_buf();
		if (n-- > 0) {
			trace_free_buf(b);
			continue;
		}
		b->len = 0;
		return;
	}
}
