// SPDX-License-Identifier: MIT
/*
 * The members struct_ops programs implement (struct-ops-map.h), as libbpf
 * finds them when it loads the object: a relocation at byte offset off of
 * a map section points at the program; the section's BTF DATASEC says
 * which variable covers off, the variable's struct which member.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/btf.h>

#include "struct-ops-map.h"

static bool is_struct_ops_section(const char *name)
{
	return name && (!strcmp(name, ".struct_ops") || !strcmp(name, ".struct_ops.link"));
}

/* The member of a struct variable of DATASEC @sec_name at byte @offset, into @out. */
static bool member_at(const struct btf *btf, const char *sec_name, size_t offset, char *out,
		      size_t out_size)
{
	int id = btf__find_by_name_kind(btf, sec_name, BTF_KIND_DATASEC);
	const struct btf_type *sec = id > 0 ? btf__type_by_id(btf, id) : NULL;
	const struct btf_var_secinfo *vsi;
	const struct btf_member *m;
	const struct btf_type *var, *type;
	int i, k;

	if (!sec)
		return false;
	vsi = btf_var_secinfos(sec);
	for (i = 0; i < btf_vlen(sec); i++, vsi++) {
		if (offset < vsi->offset || offset >= (size_t)vsi->offset + vsi->size)
			continue;
		var = btf__type_by_id(btf, vsi->type);
		type = var && btf_is_var(var) ? btf__type_by_id(btf, btf__resolve_type(btf, var->type)) :
		       NULL;
		if (!type || !btf_is_struct(type))
			return false;
		m = btf_members(type);
		for (k = 0; k < btf_vlen(type); k++, m++) {
			if (btf_member_bit_offset(type, k) != (offset - vsi->offset) * 8)
				continue;
			snprintf(out, out_size, "%s.%s", btf__name_by_offset(btf, type->name_off),
				 btf__name_by_offset(btf, m->name_off));
			return true;
		}
		return false;
	}
	return false;
}

/* A struct_ops map's relocation section, and where its findings go. */
struct map_relocs {
	Elf *elf;
	Elf_Scn *scn;
	const GElf_Shdr *shdr;
	const char *map_name;
	const struct btf *btf;
	struct_ops_member_fn found;
	void *data;
};

static int read_map_relocs(const struct map_relocs *m, Elf_Data *syms,
			   const GElf_Shdr *sym_shdr)
{
	Elf_Data *data = elf_getdata(m->scn, NULL);
	size_t nr = data && m->shdr->sh_entsize ? data->d_size / m->shdr->sh_entsize : 0;
	size_t nr_syms = sym_shdr->sh_entsize ? syms->d_size / sym_shdr->sh_entsize : 0;
	char member[256];

	for (size_t i = 0; i < nr; i++) {
		const char *symbol;
		GElf_Rel rel;
		GElf_Sym sym;

		if (!gelf_getrel(data, i, &rel) || GELF_R_SYM(rel.r_info) >= nr_syms ||
		    !gelf_getsym(syms, GELF_R_SYM(rel.r_info), &sym))
			return -EINVAL;
		symbol = elf_strptr(m->elf, sym_shdr->sh_link, sym.st_name);
		if (symbol && member_at(m->btf, m->map_name, rel.r_offset, member, sizeof(member)))
			m->found(m->data, symbol, member);
	}
	return 0;
}

int struct_ops_map__read(Elf *elf, size_t shstrndx, Elf_Data *syms, const GElf_Shdr *sym_shdr,
			 const struct btf *btf, struct_ops_member_fn found, void *data)
{
	Elf_Scn *scn = NULL;

	if (!btf || !syms)
		return 0;
	while ((scn = elf_nextscn(elf, scn))) {
		struct map_relocs m = { elf, scn, NULL, NULL, btf, found, data };
		GElf_Shdr shdr, target;
		Elf_Scn *target_scn;
		int err;

		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_REL)
			continue;
		target_scn = elf_getscn(elf, shdr.sh_info);
		if (!target_scn || !gelf_getshdr(target_scn, &target))
			continue;
		m.shdr = &shdr;
		m.map_name = elf_strptr(elf, shstrndx, target.sh_name);
		if (!is_struct_ops_section(m.map_name))
			continue;
		err = read_map_relocs(&m, syms, sym_shdr);
		if (err)
			return err;
	}
	return 0;
}
