/*
 * test: facts that cannot be written: a clear error, exit 2, diagnostics complete
 * args: -fnull-facts=/proc/sparse-null-facts
 * exit: 2
 * stderr:
 * facts-unwritable.c:13:5: warning: symbol 'not_static' was not declared. Should it be static?
 * facts-unwritable.c:15:5: warning: symbol 'deref' was not declared. Should it be static?
 * facts-unwritable.c:17:17: warning: dereference of nullable expression 'p'
 * facts-unwritable.c:17:17:    parameter 'p' is declared __nullable at facts-unwritable.c:15
 * sparse-null: cannot write the facts of facts-unwritable.c to /proc/sparse-null-facts/facts-unwritable.c.facts.jsonl: No such file or directory
 * end
 */
int not_static;

int deref(int * __nullable p)
{
	return *p;
}
