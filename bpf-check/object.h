/* SPDX-License-Identifier: MIT */
/*
 * A BPF ELF object as the checker sees it: its programs (listed by
 * libbpf), the code of every executable section, the targets of calls,
 * and the source position of each instruction from .BTF.ext line info.
 */
#ifndef BPF_CHECK_OBJECT_H
#define BPF_CHECK_OBJECT_H

#include <stdbool.h>
#include <stddef.h>
#include <linux/bpf.h>

struct btf;

struct source_pos {
	const char *file;
	unsigned line;
	unsigned col;
};

struct obj_call;
struct line_entry;

struct code_section {
	const char *name;
	const struct bpf_insn *insns;
	size_t nr_insns;
	struct bpf_insn *code;		/* owned copy behind insns, or NULL */
	unsigned char *leaders;		/* 1 where a jump lands */
	struct obj_call *calls;		/* relocated calls, sorted by insn */
	size_t nr_calls;
	struct line_entry *lines;	/* sorted by insn */
	size_t nr_lines;
};

struct obj_program {
	const char *name;
	const char *section_name;
	size_t section;			/* index into bpf_obj.sections */
	size_t start;			/* first instruction in the section */
	char struct_ops_member[128];	/* "sched_ext_ops.dispatch" when a struct_ops
					   map names the program; else empty */
};

struct bpf_obj {
	const char *path;
	struct btf *btf;		/* the object's BTF, or NULL */
	struct code_section *sections;
	size_t nr_sections;
	struct obj_program *programs;
	size_t nr_programs;
	struct obj_internals *internals;
};

/*
 * Read the object in @data (@size bytes; kept by the caller while the
 * object lives), calling it @path in messages.  Returns 0 and sets *@obj,
 * or a negative errno after writing a message naming @path into @err.
 */
int bpf_obj__open_mem(const void *data, size_t size, const char *path,
		      struct bpf_obj **obj, char *err, size_t err_size);

/* Free an object from bpf_obj__open_mem(); NULL is fine. */
void bpf_obj__close(struct bpf_obj *obj);

enum call_kind {
	CALL_HELPER,		/* imm is the helper's id */
	CALL_SUBPROG,		/* a static function of the object */
	CALL_KFUNC,		/* a kernel function, by name */
};

struct call_target {
	enum call_kind kind;
	size_t section;		/* CALL_SUBPROG */
	size_t insn;		/* CALL_SUBPROG */
	const char *name;	/* CALL_KFUNC */
};

/*
 * Resolve the call at instruction @insn of section @section.  Returns 0,
 * or -EINVAL when it points outside the object's code.
 */
int bpf_obj__call_target(const struct bpf_obj *obj, size_t section,
			 size_t insn, struct call_target *target);

/* The source position of an instruction; false without line info. */
bool bpf_obj__source_pos(const struct bpf_obj *obj, size_t section,
			 size_t insn, struct source_pos *pos);

#endif
