/*
 * test: an element of a file-static array of pointers whose initializer makes every element an address is not NULL when the file only reads its elements (kyber's domain names); not when a function writes an element, lets the array's address go elsewhere or another object's initializer holds it, nor when the initializer leaves an element out
 * args: -Wno-decl
 * facts: evidence
 * records:
 * {"record":"evidence","event":"domain","arg":0,"name":"name","kind":"call-nonnull","caller":"trace_read_only","line":33}
 * {"record":"evidence","event":"domain","arg":0,"name":"name","kind":"call-nonnull","caller":"trace_read_only","line":34}
 * {"record":"evidence","event":"domain","arg":0,"name":"name","kind":"call-unknown","caller":"trace_written","line":39}
 * {"record":"evidence","event":"domain","arg":0,"name":"name","kind":"call-unknown","caller":"trace_escaped","line":49}
 * {"record":"evidence","event":"domain","arg":0,"name":"name","kind":"call-unknown","caller":"trace_held","line":55}
 * {"record":"evidence","event":"domain","arg":0,"name":"name","kind":"call-unknown","caller":"trace_held","line":56}
 * {"record":"evidence","event":"domain","arg":0,"name":"name","kind":"call-unknown","caller":"trace_gap","line":61}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

DECLARE_TRACE(domain,
	TP_PROTO(const char *name),
	TP_ARGS(name));

static const char *read_only[] = { "READ", "WRITE", "OTHER" };
static const char *written[] = { "READ", "WRITE", "OTHER" };
static const char *escaped[] = { "READ", "WRITE", "OTHER" };
static const char *held[] = { "READ", "WRITE", "OTHER" };
static const char *gap[3] = { [0] = "READ", [2] = "OTHER" };

static const char **holder = held;
void show_all(const char **names, int n);

void trace_read_only(int i)
{
	trace_domain(read_only[i]);
	trace_domain(read_only[2]);
}

void trace_written(int i)
{
	trace_domain(written[i]);
}

void clear_written(int i)
{
	written[i] = NULL;
}

void trace_escaped(int i)
{
	trace_domain(escaped[i]);
	show_all(escaped, 3);
}

void trace_held(int i)
{
	trace_domain(held[i]);
	trace_domain(holder[0]);
}

void trace_gap(int i)
{
	trace_domain(gap[i]);
}
