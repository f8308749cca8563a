// SPDX-License-Identifier: GPL-2.0
/* A caller passes demo_submit() a literal NULL; demo_retry() gets NULL only
 * through another function; demo_log() is defined in two files. */
#include <linux/demo.h>

struct req {
	int req;
	struct device *dev;
};

static struct demo_queue *
demo_submit(struct demo_queue *q, struct req *req, int flags)
{
	struct demo_cmd cmd = { .req = 0 };

	if (!req)
		goto out;
	cmd.req = req->req;
	q->last = req;
	q->owner = container_of(req, struct demo_owner, req);
	q->size = struct_size(q, req, flags) + offsetof(struct demo_owner, req[1]);
out:
	return q;
}

int demo_retry(struct req *req)
{
	return req ? req->req : 0;
}

static void demo_log(struct req *req)
{
}

void demo_start(struct demo_queue *q)
{
	demo_submit(q, NULL, 0);
	demo_log(NULL);
}
