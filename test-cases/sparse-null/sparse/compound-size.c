/*
 * test: -vcompound lists the size of named structs and arrays
 * args: -vcompound -Wno-decl
 * peer: sparse
 * stderr:
 * compound-size.c:14:13: struct pair [addressable] [toplevel] pairs[4]: compound size 64, alignment 8
 * end
 */
struct pair {
	int a;
	long b;
};

struct pair pairs[4];
int plain;
