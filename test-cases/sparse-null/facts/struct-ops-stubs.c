/*
 * test: a struct bpf_struct_ops names its ops struct (.name) and its CFI stubs (.cfi_stubs): one stub record per member the stubs object sets, with the stub's pointer parameters, those named __nullable, and those the verifier callback marks by hand (a call given the member's name and the argument's index); the calls through the members keep what they pass
 * args: -Wno-decl
 * facts: stub call
 * records:
 * {"record":"call","caller":"demo_balance","member":"demo_ops.dispatch","struct_file":"struct-ops-stubs.c","line":40,"args":[[1,"null"]]}
 * {"record":"call","caller":"demo_yield","member":"demo_ops.yield","struct_file":"struct-ops-stubs.c","line":45,"args":[[0,"param",0],[1,"null"]],"always":true}
 * {"record":"call","caller":"demo_is_valid_access","callee":"mark_maybe_null","static":true,"line":55,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"demo_is_valid_access","callee":"mark_maybe_null","static":true,"line":55,"args":[[0,"nonnull"]]}
 * {"record":"stub","struct_ops":"demo_ops","member":"demo_ops.dispatch","struct_file":"struct-ops-stubs.c","function":"dispatch_stub","static":true,"params":[[1,"prev","struct task_struct *"]],"marked":[1],"line":62}
 * {"record":"stub","struct_ops":"demo_ops","member":"demo_ops.yield","struct_file":"struct-ops-stubs.c","function":"yield_stub","static":true,"params":[[0,"from","struct task_struct *"],[1,"to","struct task_struct *"]],"marked":[1],"line":63}
 * {"record":"stub","struct_ops":"demo_ops","member":"demo_ops.tick","struct_file":"struct-ops-stubs.c","function":"tick_stub","static":true,"params":[[0,"p__nullable","struct task_struct *"]],"nullable":[0],"line":64}
 * {"record":"stub","struct_ops":"demo_ops","member":"demo_ops.init","struct_file":"struct-ops-stubs.c","function":"init_stub","static":true,"params":[],"line":65}
 * end
 */
#include "../include/kernel.h"

struct task_struct;
struct bpf_verifier_ops {
	_Bool (*is_valid_access)(int off, int size);
};
struct bpf_struct_ops {
	const struct bpf_verifier_ops *verifier_ops;
	const char *name;
	void *cfi_stubs;
};

struct demo_ops {
	void (*dispatch)(int cpu, struct task_struct *prev);
	_Bool (*yield)(struct task_struct *from, struct task_struct *to);
	void (*tick)(struct task_struct *p__nullable);
	int (*init)(void);
	const char *name;
};

static struct demo_ops demo_ops_in_use;

void demo_balance(int cpu, struct task_struct *prev, _Bool on_demo)
{
	demo_ops_in_use.dispatch(cpu, on_demo ? prev : NULL);
}

_Bool demo_yield(struct task_struct *p)
{
	return demo_ops_in_use.yield(p, NULL);
}

static _Bool mark_maybe_null(const char *member, int arg, int off)
{
	return off == arg * 8 && member;
}

static _Bool demo_is_valid_access(int off, int size)
{
	return mark_maybe_null("dispatch", 1, off) || mark_maybe_null("yield", 1, off) || size;
}

static const struct bpf_verifier_ops demo_verifier_ops = {
	.is_valid_access = demo_is_valid_access,
};

static void dispatch_stub(int cpu, struct task_struct *prev) {}
static _Bool yield_stub(struct task_struct *from, struct task_struct *to) { return 0; }
static void tick_stub(struct task_struct *p__nullable) {}
static int init_stub(void) { return 0; }

static struct demo_ops __bpf_ops_demo_ops = {
	.dispatch = dispatch_stub,
	.yield = yield_stub,
	.tick = tick_stub,
	.init = init_stub,
};

struct bpf_struct_ops bpf_demo_ops = {
	.verifier_ops = &demo_verifier_ops,
	.name = "demo_ops",
	.cfi_stubs = &__bpf_ops_demo_ops,
};

/* Not a struct_ops type: another struct of the same shape. */
struct other_ops {
	const char *name;
	void *cfi_stubs;
};

struct other_ops not_struct_ops = {
	.name = "demo_ops",
	.cfi_stubs = &__bpf_ops_demo_ops,
};
