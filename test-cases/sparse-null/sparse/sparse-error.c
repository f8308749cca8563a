/*
 * test: -Wsparse-error turns warnings into errors and exit status 1
 * args: -Wsparse-error
 * peer: sparse
 * exit: 1
 * stderr:
 * sparse-error.c:10:5: error: symbol 'not_static' was not declared. Should it be static?
 * end
 */
int not_static;
