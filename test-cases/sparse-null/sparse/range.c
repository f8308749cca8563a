/*
 * test: __range__ with a constant outside the range
 * args: -Wno-decl
 * peer: sparse
 * stderr:
 * range.c:12:9: warning: value out of range
 * end
 */
void in_range(void)
{
	__range__(5, 0, 10);
	__range__(50, 0, 10);
}
