/*
 * test: a call forwarding a parameter says "always" when every path from the function's entry to a return passes it (paths that never return do not count): not when an early return or a test lets some path avoid it, also inside a loop that may run no time
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"every_path","callee":"orphan_add","line":24,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"after_bug","callee":"orphan_add","line":31,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"early_return","callee":"orphan_add","line":38,"args":[[0,"param",0]]}
 * {"record":"call","caller":"under_test","callee":"orphan_add","line":45,"args":[[0,"param",0]]}
 * {"record":"call","caller":"in_loop","callee":"orphan_add","line":53,"args":[[0,"param",0]]}
 * end
 */
#include "../include/kernel.h"

struct handle;

void orphan_add(struct handle *h);
int check(int x);

void every_path(struct handle *h, int x)
{
	if (x)
		check(x);
	orphan_add(h);
}

void after_bug(struct handle *h, int x)
{
	if (x < 0)
		BUG();
	orphan_add(h);
}

int early_return(struct handle *h, int x)
{
	if (check(x))
		return -1;
	orphan_add(h);
	return 0;
}

void under_test(struct handle *h, int x)
{
	if (x > 2)
		orphan_add(h);
}

void in_loop(struct handle *h, int n)
{
	int i;

	for (i = 0; i < n; i++)
		orphan_add(h);
}
