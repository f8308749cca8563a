/*
 * Kernel-like definitions the nullability cases share, written from
 * scratch to expand to the same shapes as the kernel's.
 */
#define NULL			((void *)0)
#define likely(x)		__builtin_expect(!!(x), 1)
#define unlikely(x)		__builtin_expect(!!(x), 0)
#define MAX_ERRNO		4095
#define IS_ERR_VALUE(x)		unlikely((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)

void warn_slowpath(const char *file, int line);
void __warn_printk(const char *fmt, ...);
void __attribute__((noreturn)) bug(void);
void __attribute__((noreturn)) panic(const char *fmt, ...);

#define BUG()			bug()
/* x86's warning: a trap the bug table names, after which the code goes on. */
#define __WARN_TRAP()		asm volatile("ud2\n.pushsection __bug_table,\"aw\"\n.popsection")
#define WARN_ON(cond) ({					\
	int __ret = !!(cond);					\
	if (unlikely(__ret))					\
		__WARN_TRAP();					\
	unlikely(__ret);					\
})
#define WARN_ON_ONCE(cond)	WARN_ON(cond)
#define WARN(cond, fmt...) ({					\
	int __ret = !!(cond);					\
	if (unlikely(__ret)) {					\
		__warn_printk(fmt);				\
		__WARN_TRAP();					\
	}							\
	unlikely(__ret);					\
})
#define WARN_ONCE(cond, fmt...) ({				\
	static int __warned;					\
	int __ret_once = !!(cond);				\
	if (unlikely(__ret_once && !__warned)) {		\
		__warned = 1;					\
		WARN(1, fmt);					\
	}							\
	unlikely(__ret_once);					\
})

static inline int IS_ERR(const void *ptr)
{
	return IS_ERR_VALUE((unsigned long)ptr);
}

static inline int IS_ERR_OR_NULL(const void *ptr)
{
	return unlikely(!ptr) || IS_ERR_VALUE((unsigned long)ptr);
}

struct task {
	int prio;
	int policy;
	struct task *parent;
};
