// SPDX-License-Identifier: MIT
/*
 * Test helper: write a split BTF on top of BASE holding DECL_TAGs on
 * function parameters, the shape btf-export writes, for the --btf cases.
 *
 * usage: make-split-btf BASE OUT FUNCTION:COMPONENT:TAG...
 * Exit status: 0 written, 1 bad argument or error.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

static int add_tag(struct btf *split, const char *spec)
{
	char function[128], tag[32];
	int component, id;

	if (sscanf(spec, "%127[^:]:%d:%31s", function, &component, tag) != 3) {
		fprintf(stderr, "make-split-btf: bad tag '%s'\n", spec);
		return -EINVAL;
	}
	id = btf__find_by_name_kind(split, function, BTF_KIND_FUNC);
	if (id < 0) {
		fprintf(stderr, "make-split-btf: no function %s in the base\n", function);
		return -ENOENT;
	}
	return btf__add_decl_tag(split, tag, id, component) < 0 ? -EINVAL : 0;
}

int main(int argc, char **argv)
{
	struct btf *base, *split;
	const void *data;
	__u32 size;
	FILE *out;
	int err = 0;

	if (argc < 4) {
		fprintf(stderr, "usage: make-split-btf BASE OUT FUNCTION:COMPONENT:TAG...\n");
		return 1;
	}
	base = btf__parse(argv[1], NULL);
	split = base ? btf__new_empty_split(base) : NULL;
	if (!split) {
		fprintf(stderr, "make-split-btf: %s: cannot read BTF\n", argv[1]);
		return 1;
	}
	for (int i = 3; i < argc && !err; i++)
		err = add_tag(split, argv[i]);
	data = err ? NULL : btf__raw_data(split, &size);
	out = data ? fopen(argv[2], "wb") : NULL;
	if (!out || fwrite(data, 1, size, out) != size || fclose(out)) {
		fprintf(stderr, "make-split-btf: %s: cannot write\n", argv[2]);
		err = 1;
	}
	btf__free(split);
	btf__free(base);
	return err ? 1 : 0;
}
