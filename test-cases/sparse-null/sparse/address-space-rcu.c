/*
 * test: an __rcu pointer read without rcu_dereference()
 * args: -Wno-decl
 * peer: sparse
 * stderr:
 * address-space-rcu.c:21:27: warning: incorrect type in initializer (different address spaces)
 * address-space-rcu.c:21:27:    expected struct item *it
 * address-space-rcu.c:21:27:    got struct item [noderef] __rcu *[addressable] [toplevel] head
 * end
 */
#define __rcu __attribute__((noderef, address_space(__rcu)))

struct item {
	int value;
};

struct item __rcu *head;

int peek(void)
{
	struct item *it = head;

	return it->value;
}
