/*
 * test: a function of the file that sets a flag through its parameter only where a pointer it was given is not NULL (and nothing else through it) makes the caller's test of that flag prove the pointer: a NULL the caller merged in does not reach a call made only when the flag is set; a flag the function may set anyway, or one the caller sets itself first, proves nothing
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"add_head","callee":"trace_insert","line":29,"args":[[0,"nonnull",0]]}
 * {"record":"call","caller":"add_head_anyway","callee":"trace_insert","line":41,"args":[[0,"nonnull",0]]}
 * {"record":"call","caller":"add_ref","callee":"add_head","static":true,"line":51,"args":[[0,"null"],[1,"nonnull"]]}
 * {"record":"call","caller":"add_ref","callee":"trace_post","line":54,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"add_ref_anyway","callee":"add_head_anyway","static":true,"line":64,"args":[[0,"null"],[1,"nonnull"]]}
 * {"record":"call","caller":"add_ref_anyway","callee":"trace_post","line":66,"args":[[0,"null"]],"deref_if":[[0,"add_head_anyway",0,"static"]]}
 * {"record":"call","caller":"add_ref_preset","callee":"add_head","static":true,"line":77,"args":[[0,"null"],[1,"nonnull"]]}
 * {"record":"call","caller":"add_ref_preset","callee":"trace_post","line":79,"args":[[0,"null"]]}
 * end
 */
#include "../include/kernel.h"

struct rec;

int trace_insert(struct rec *r);
void trace_post(struct rec *r);
struct rec *alloc_rec(void);

static int add_head(struct rec *qrecord, int *inserted)
{
	if (inserted)
		*inserted = 0;
	if (qrecord) {
		if (trace_insert(qrecord))
			return -1;
		if (inserted)
			*inserted = 1;
	}
	return 0;
}

static void add_head_anyway(struct rec *qrecord, int *inserted)
{
	*inserted = 1;
	if (qrecord)
		trace_insert(qrecord);
}

void add_ref(int full)
{
	struct rec *record = NULL;
	int inserted;

	if (full)
		record = alloc_rec();
	if (add_head(record, &inserted))
		return;
	if (inserted)
		trace_post(record);
}

void add_ref_anyway(int full)
{
	struct rec *record = NULL;
	int inserted;

	if (full)
		record = alloc_rec();
	add_head_anyway(record, &inserted);
	if (inserted)
		trace_post(record);
}

void add_ref_preset(int full)
{
	struct rec *record = NULL;
	int inserted = 1;

	if (full)
		record = alloc_rec();
	if (full > 2)
		add_head(record, &inserted);
	if (inserted)
		trace_post(record);
}
