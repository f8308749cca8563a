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
void __attribute__((noreturn)) bug(void);
void __attribute__((noreturn)) panic(const char *fmt, ...);

#define BUG()			bug()
#define WARN_ON(cond) ({					\
	int __ret = !!(cond);					\
	if (unlikely(__ret))					\
		warn_slowpath(__FILE__, __LINE__);		\
	unlikely(__ret);					\
})
#define WARN_ON_ONCE(cond) ({					\
	static int __warned;					\
	int __ret_once = !!(cond);				\
	if (unlikely(__ret_once && !__warned)) {		\
		__warned = 1;					\
		warn_slowpath(__FILE__, __LINE__);		\
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
