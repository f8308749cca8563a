/* SPDX-License-Identifier: MIT */
/*
 * Which struct_ops member each program of an object implements: the
 * object's .struct_ops and .struct_ops.link maps are variables of an ops
 * struct (`struct sched_ext_ops simple_ops = { .dispatch = (void
 * *)simple_dispatch, ... }`), whose relocations name the programs, and
 * whose BTF gives the member at each offset.
 */
#ifndef BPF_CHECK_STRUCT_OPS_MAP_H
#define BPF_CHECK_STRUCT_OPS_MAP_H

#include <gelf.h>

struct btf;

/* Program symbol @symbol implements @member ("sched_ext_ops.dispatch"). */
typedef void (*struct_ops_member_fn)(void *data, const char *symbol, const char *member);

/*
 * Call @found for every program a struct_ops map of @elf names
 * (@shstrndx: its section names; @syms, @sym_shdr: its symbol table;
 * @btf: the object's BTF, which describes the maps).  A map @btf does not
 * describe names nothing.  Returns 0, or -EINVAL when a relocation is
 * malformed.
 */
int struct_ops_map__read(Elf *elf, size_t shstrndx, Elf_Data *syms, const GElf_Shdr *sym_shdr,
			 const struct btf *btf, struct_ops_member_fn found, void *data);

#endif
