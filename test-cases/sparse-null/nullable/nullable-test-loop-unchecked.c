/*
 * test: a loop that steps without testing
 * args: -Wno-decl
 * stderr:
 * nullable-test-loop-unchecked.c:18:16: warning: dereference of nullable expression 'head->next'
 * nullable-test-loop-unchecked.c:18:16:    member 'next' is declared __nullable at nullable-test-loop-unchecked.c:13
 * end
 */
#include "../include/kernel.h"

struct node {
	int value;
	struct node * __nullable next;
};

int second(struct node *head)
{
	return head->next->value;
}
