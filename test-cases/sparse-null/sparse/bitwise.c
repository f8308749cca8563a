/*
 * test: restricted __bitwise types mixed with plain integers
 * args: -Wbitwise -Wno-decl
 * peer: sparse
 * stderr:
 * bitwise.c:16:16: warning: incorrect type in return expression (different base types)
 * bitwise.c:16:16:    expected restricted __le32
 * bitwise.c:16:16:    got unsigned int x
 * bitwise.c:21:16: warning: restricted __le32 degrades to integer
 * end
 */
typedef unsigned int __attribute__((bitwise)) __le32;

__le32 to_le(unsigned int x)
{
	return x;
}

unsigned int from_le(__le32 x)
{
	return x + 1;
}
