/*
 * test: a NULL test whose NULL side only warns (WARN_ON*(), WARN*()) and falls through is an assertion, not a NULL path; `if (WARN_ON(!p)) return` still proves p
 * args: -Wno-decl
 * facts: evidence
 * records:
 * {"record":"evidence","event":"unmap","arg":0,"name":"sg","kind":"call-field","caller":"clean","field":"cmd.sg","struct_file":"tp-call-assertion.c","line":32}
 * {"record":"evidence","event":"unmap","arg":0,"name":"sg","kind":"call-field","caller":"clean_warn","field":"cmd.sg","struct_file":"tp-call-assertion.c","line":40}
 * {"record":"evidence","event":"unmap","arg":0,"name":"sg","kind":"call-field","caller":"clean_warn_once","field":"cmd.sg","struct_file":"tp-call-assertion.c","line":48}
 * {"record":"evidence","event":"unmap","arg":0,"name":"sg","kind":"call-nonnull","caller":"clean_or_leave","line":57}
 * {"record":"evidence","event":"unmap","arg":0,"name":"sg","kind":"call-tested-null","caller":"clean_or_reset","line":70}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct sg { int len; };
struct cmd { struct sg *sg; int n; int flags; };

DECLARE_TRACE(unmap,
	TP_PROTO(struct sg *sg),
	TP_ARGS(sg));

const char *cmd_name(struct cmd *c);

/* Like ata_sg_clean(): the assertion's NULL side warns and goes on. */
void clean(struct cmd *c)
{
	struct sg *sg = c->sg;

	WARN_ON_ONCE(sg == NULL);
	if (c->n)
		trace_unmap(sg);
}

void clean_warn(struct cmd *c)
{
	struct sg *sg = c->sg;

	WARN(!sg, "no table for %s", cmd_name(c));
	trace_unmap(sg);
}

void clean_warn_once(struct cmd *c)
{
	struct sg *sg = c->sg;

	WARN_ONCE(!sg, "no table");
	trace_unmap(sg);
}

int clean_or_leave(struct cmd *c)
{
	struct sg *sg = c->sg;

	if (WARN_ON(!sg))
		return -1;
	trace_unmap(sg);
	return 0;
}

/* Not an assertion: the NULL side also changes state before going on. */
void clean_or_reset(struct cmd *c)
{
	struct sg *sg = c->sg;

	if (!sg) {
		c->flags = 0;
		WARN_ON(1);
	}
	trace_unmap(sg);
}
