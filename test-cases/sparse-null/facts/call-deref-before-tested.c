/*
 * test: a value handed on every path to a function of the file that dereferences it is not NULL at a later call, even when a macro then tests it against NULL (drm_dbg()'s dev ? dev->x : NULL) or it is merged with NULL before being handed over on every path; handed only on some paths, the later test's NULL stays
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"init_all","callee":"verify","static":true,"line":38,"args":[[0,"param",0]]}
 * {"record":"call","caller":"init_all","callee":"log_name","line":40,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"init_all","callee":"has_misc","line":41,"args":[[0,"nonnull",0]]}
 * {"record":"call","caller":"init_some","callee":"verify","static":true,"line":48,"args":[[0,"param",0]]}
 * {"record":"call","caller":"init_some","callee":"log_name","line":49,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"init_some","callee":"has_misc","line":50,"args":[[0,"tested-null",0]]}
 * {"record":"call","caller":"merged_then_handed","callee":"verify","static":true,"line":59,"args":[[0,"null"]]}
 * {"record":"call","caller":"merged_then_handed","callee":"has_misc","line":60,"args":[[0,"nonnull"]]}
 * end
 */
#include "../include/kernel.h"

struct dev {
	int id;
	const char *name;
};

void log_name(const char *name);
int has_misc(struct dev *d);

static int verify(struct dev *d)
{
	return d->id > 3;
}

#define dev_log(d)	log_name((d) ? (d)->name : "none")

void init_all(struct dev *d, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (verify(d))
			continue;
		dev_log(d);
		has_misc(d);
	}
}

void init_some(struct dev *d, int n)
{
	if (n)
		verify(d);
	dev_log(d);
	has_misc(d);
}

void merged_then_handed(struct dev *d, struct dev *other, int n)
{
	struct dev *x = NULL;

	if (n)
		x = d;
	verify(x);
	has_misc(x);
}
