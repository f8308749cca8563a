/*
 * A C file that cases give with -include, as Kbuild gives
 * lib/vdso/gettimeofday.c to arm64's vdso: its functions are the
 * including file's.
 */
struct task *alloc_task(void);
void use(struct task *t);

static inline void use_fresh(void)
{
	use(alloc_task());
}

void use_none(void)
{
	use((struct task *)0);
}
