/*
 * test: a file sparse cannot parse gets sparse's errors, no crash
 * peer: sparse
 * stderr:
 * syntax-error.c:9:13: error: Expected ) in function declarator
 * syntax-error.c:9:13: error: got {
 * end
 */
int broken( {
