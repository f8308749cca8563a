/*
 * test: a value that may be NULL stored into a new object, then tested before the object can be seen (on the NULL side it is freed, not handed out), is a store of a value not NULL with the line of its test; not when the object was handed to someone first, when the member is read back before the test, when the test can lead back to the store, or when the test is of something else.  Handing the address of a number in the object (dma_pool_alloc()'s handle) publishes nothing
 * args: -Wno-decl
 * facts: store create
 * records:
 * {"record":"store","field":"ctx.bytes","struct_file":"facts-field-tested.c","value":"nonnull","tested":39,"function":"ctx_alloc","line":38}
 * {"record":"store","field":"ctx.bytes","struct_file":"facts-field-tested.c","value":"call","callee":"dma_pool_alloc","function":"ctx_alloc_listed","line":54}
 * {"record":"create","struct":"ctx","struct_file":"facts-field-tested.c","unset":[],"handed":[{"function":"list_ctx","param":0,"whole":true,"unset":["bytes"]}],"function":"ctx_alloc_listed","line":49}
 * {"record":"store","field":"ctx.bytes","struct_file":"facts-field-tested.c","value":"call","callee":"dma_pool_alloc","function":"ctx_alloc_read","line":69}
 * {"record":"store","field":"ctx.bytes","struct_file":"facts-field-tested.c","value":"call","callee":"dma_pool_alloc","function":"ctx_alloc_retry","line":86}
 * {"record":"store","field":"ctx.bytes","struct_file":"facts-field-tested.c","value":"call","callee":"dma_pool_alloc","function":"ctx_alloc_other_test","line":100}
 * end
 */
#define NULL ((void *)0)

typedef unsigned long long dma_addr_t;

void *kzalloc(unsigned long size, int flags);
void kfree(const void *p);
void *dma_pool_alloc(void *pool, int flags, dma_addr_t *handle);
void list_ctx(struct ctx *ctx);
void peek(void *bytes);
void report(void);

struct ctx {
	int type;
	unsigned char *bytes;
	dma_addr_t dma;
};

struct ctx *ctx_alloc(void *pool, int type)
{
	struct ctx *ctx = kzalloc(sizeof(*ctx), 0);

	if (!ctx)
		return NULL;
	ctx->type = type;
	ctx->bytes = dma_pool_alloc(pool, 0, &ctx->dma);
	if (!ctx->bytes) {
		kfree(ctx);
		return NULL;
	}
	return ctx;
}

/* Handed out before the test: a reader may see it NULL. */
struct ctx *ctx_alloc_listed(void *pool)
{
	struct ctx *ctx = kzalloc(sizeof(*ctx), 0);

	if (!ctx)
		return NULL;
	list_ctx(ctx);
	ctx->bytes = dma_pool_alloc(pool, 0, &ctx->dma);
	if (!ctx->bytes) {
		kfree(ctx);
		return NULL;
	}
	return ctx;
}

/* Read back, through the object, on the NULL side. */
struct ctx *ctx_alloc_read(void *pool)
{
	struct ctx *ctx = kzalloc(sizeof(*ctx), 0);

	if (!ctx)
		return NULL;
	ctx->bytes = dma_pool_alloc(pool, 0, &ctx->dma);
	if (!ctx->bytes) {
		report();
		peek(ctx->bytes);
		kfree(ctx);
		return NULL;
	}
	return ctx;
}

/* Found not NULL, then round again to a store that may be NULL. */
struct ctx *ctx_alloc_retry(void *pool, struct ctx *ctx)
{
	ctx = kzalloc(sizeof(*ctx), 0);
	if (!ctx)
		return NULL;
	do {
		ctx->bytes = dma_pool_alloc(pool, 0, &ctx->dma);
		if (ctx->bytes)
			list_ctx(ctx);
	} while (ctx->type++ < 3);
	return ctx;
}

/* The test is of another value. */
struct ctx *ctx_alloc_other_test(void *pool, void *other)
{
	struct ctx *ctx = kzalloc(sizeof(*ctx), 0);

	if (!ctx)
		return NULL;
	ctx->bytes = dma_pool_alloc(pool, 0, &ctx->dma);
	if (!other) {
		kfree(ctx);
		return NULL;
	}
	return ctx;
}
