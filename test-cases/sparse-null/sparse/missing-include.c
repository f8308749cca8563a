/*
 * test: an -include file that cannot be opened is named
 * args: -include does-not-exist.h $file
 * peer: sparse
 * exit: 1
 * stderr:
 * command-line: note: in included file:
 * builtin:1:15: error: unable to open 'does-not-exist.h'
 * end
 */
static int x;
