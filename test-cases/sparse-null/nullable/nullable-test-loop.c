/*
 * test: a loop over a nullable chain tests each step
 * args: -Wno-decl
 */
#include "../include/kernel.h"

struct node {
	int value;
	struct node * __nullable next;
};

int sum(struct node * __nullable head)
{
	struct node *n;
	int total = 0;

	for (n = head; n; n = n->next)
		total += n->value;
	return total;
}
