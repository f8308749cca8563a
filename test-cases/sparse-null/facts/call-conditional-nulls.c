/*
 * test: a NULL that exists only under a condition the facts do not keep: x ? &x->m : NULL passes what x is when x is a parameter or known not NULL, and so does an inlined helper returning NULL where it finds its argument NULL and an address in it otherwise; x ? y : NULL passes x's parameter, or y where x is known not NULL; of a member's value either is cond-null; a NULL an inlined helper returns under a test of something else, or in a case of its switch, is cond-null; a NULL the function itself merges in stays null
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"pass_conversion","callee":"use_group","line":56,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"pass_loaded_guard","callee":"use_group","line":70,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"pass_loaded_guard_known","callee":"use_group","line":76,"args":[[0,"null"]]}
 * {"record":"call","caller":"pass_member_guard","callee":"use_css","line":81,"args":[[0,"field","holder.css","call-conditional-nulls.c"]]}
 * {"record":"call","caller":"pass_member_guard","callee":"use_group","line":82,"args":[[0,"cond-null"]]}
 * {"record":"call","caller":"pass_member_conversion","callee":"use_group","line":87,"args":[[0,"cond-null"]]}
 * {"record":"call","caller":"pass_helper_conversion","callee":"use_group","line":92,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"pass_known_conversion","callee":"use_group","line":98,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"pass_helper_null","callee":"use_css","line":103,"args":[[0,"cond-null"]]}
 * {"record":"call","caller":"pass_helper_case_null","callee":"use_css","line":120,"args":[[0,"cond-null"]]}
 * {"record":"call","caller":"pass_own_null","callee":"use_css","line":129,"args":[[0,"null"]]}
 * end
 */
#include "../include/kernel.h"

struct group {
	long weight;
};

struct css {
	int id;
	struct group grp;
};

struct inode {
	int has_attr;
	struct css data_fork, attr_fork;
};

void use_group(struct group *g);
void use_css(struct css *c);

static inline struct group *css_group(struct css *css)
{
	if (!css)
		return NULL;
	return &css->grp;
}

static inline struct css *fork_of(struct inode *ip, int which)
{
	if (which == 1)
		return &ip->data_fork;
	if (!ip->has_attr)
		return NULL;
	return &ip->attr_fork;
}

void pass_conversion(struct css *css)
{
	use_group(css ? &css->grp : NULL);
}

struct holder {
	struct css *css;
	struct group *grp;
};

struct dev_like {
	struct group *grp;
};

void pass_loaded_guard(struct dev_like *d)
{
	use_group(d ? d->grp : NULL);
}

void pass_loaded_guard_known(struct dev_like *d)
{
	d->grp = NULL;
	use_group(d ? d->grp : NULL);
}

void pass_member_guard(struct holder *h)
{
	use_css(h->css ? h->css : NULL);
	use_group(h->css ? h->grp : NULL);
}

void pass_member_conversion(struct holder *h)
{
	use_group(h->css ? &h->css->grp : NULL);
}

void pass_helper_conversion(struct css *css)
{
	use_group(css_group(css));
}

void pass_known_conversion(struct css *css)
{
	css->id = 1;
	use_group(css_group(css));
}

void pass_helper_null(struct inode *ip, int which)
{
	use_css(fork_of(ip, which));
}

static inline struct css *fork_by_case(struct inode *ip, int which)
{
	switch (which) {
	case 1:
		return &ip->data_fork;
	case 2:
		return &ip->attr_fork;
	default:
		return NULL;
	}
}

void pass_helper_case_null(struct inode *ip, int which)
{
	use_css(fork_by_case(ip, which));
}

void pass_own_null(struct inode *ip, int which)
{
	struct css *c = NULL;

	if (which)
		c = &ip->data_fork;
	use_css(c);
}
