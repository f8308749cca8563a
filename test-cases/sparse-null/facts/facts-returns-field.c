/*
 * test: a function returning a member's value, or an element of what a member points to (p->bytes + i), says "nonnull" with the member in "fields", which the whole-tree step proves or not; a call passing such an element passes the member's value; an element of what a parameter points to stays unknown (a count of 0 may come with NULL)
 * args: -Wno-decl
 * facts: return call
 * records:
 * {"record":"call","caller":"use_ep","callee":"use_slot","line":43,"args":[[0,"field","ctx.bytes","facts-returns-field.c"]]}
 * {"record":"return","function":"get_slot","nonnull":true,"fields":[["ctx.bytes","facts-returns-field.c"]],"line":23}
 * {"record":"return","function":"get_ep","nonnull":true,"fields":[["ctx.bytes","facts-returns-field.c"]],"line":30}
 * {"record":"return","function":"element","line":36}
 * end
 */
struct ctx {
	int type;
	unsigned char *bytes;
};

struct slot {
	int state;
};

void use_slot(struct slot *slot);

struct slot *get_slot(struct ctx *ctx, int hcc)
{
	if (ctx->type == 1)
		return (struct slot *)ctx->bytes;
	return (struct slot *)(ctx->bytes + ((hcc & 4) ? 64 : 32));
}

struct slot *get_ep(struct ctx *ctx, unsigned int index, int hcc)
{
	index++;
	return (struct slot *)(ctx->bytes + index * ((hcc & 4) ? 64 : 32));
}

unsigned char *element(unsigned char *buf, int index)
{
	return buf + index;
}

void use_ep(struct ctx *ctx, int index)
{
	use_slot((struct slot *)(ctx->bytes + index * 32));
}
