/* A small library with known problems, for sparse-null-diff's tests. */
#define __user __attribute__((noderef, address_space(__user)))

struct task {
	int prio;
	struct task *parent;
};

extern unsigned long copy_in(void *to, const void __user *from, unsigned long n);

static int effective_prio(struct task *p, struct task * __nullable pi_task)
{
	if (p->prio > 10)
		return pi_task->prio;
	return p->prio;
}

int parent_prio(struct task * __nullable t)
{
	return t->parent->prio;
}

int read_prio(int __user *uptr)
{
	return *uptr;
}

int read_twice(int __user *a, int __user *b)
{
	return *a + *b;
}

int boost(struct task *p, struct task *pi)
{
	return effective_prio(p, pi);
}
