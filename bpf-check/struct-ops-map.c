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

#include "object.h"
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

static void name_program(struct bpf_obj *obj, const char *symbol, const char *member)
{
	for (size_t i = 0; i < obj->nr_programs; i++) {
		if (!strcmp(obj->programs[i].name, symbol))
			snprintf(obj->programs[i].struct_ops_member,
				 sizeof(obj->programs[i].struct_ops_member), "%s", member);
	}
}

static int read_map_relocs(struct bpf_obj *obj, Elf *elf, Elf_Scn *rel_scn,
			   const GElf_Shdr *rel_shdr, const char *sec_name, Elf_Data *syms,
			   const GElf_Shdr *sym_shdr)
{
	Elf_Data *data = elf_getdata(rel_scn, NULL);
	size_t nr = data && rel_shdr->sh_entsize ? data->d_size / rel_shdr->sh_entsize : 0;
	size_t nr_syms = sym_shdr->sh_entsize ? syms->d_size / sym_shdr->sh_entsize : 0;
	char member[sizeof(obj->programs[0].struct_ops_member)];

	for (size_t i = 0; i < nr; i++) {
		const char *symbol;
		GElf_Rel rel;
		GElf_Sym sym;

		if (!gelf_getrel(data, i, &rel) || GELF_R_SYM(rel.r_info) >= nr_syms ||
		    !gelf_getsym(syms, GELF_R_SYM(rel.r_info), &sym))
			return -EINVAL;
		symbol = elf_strptr(elf, sym_shdr->sh_link, sym.st_name);
		if (symbol && member_at(obj->btf, sec_name, rel.r_offset, member, sizeof(member)))
			name_program(obj, symbol, member);
	}
	return 0;
}

int struct_ops_map__read(struct bpf_obj *obj, Elf *elf, size_t shstrndx, Elf_Data *syms,
			 const GElf_Shdr *sym_shdr)
{
	Elf_Scn *scn = NULL;

	if (!obj->btf)
		return 0;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr shdr, target;
		Elf_Scn *target_scn;
		int err;

		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_REL)
			continue;
		target_scn = elf_getscn(elf, shdr.sh_info);
		if (!target_scn || !gelf_getshdr(target_scn, &target))
			continue;
		if (!is_struct_ops_section(elf_strptr(elf, shstrndx, target.sh_name)))
			continue;
		err = read_map_relocs(obj, elf, scn, &shdr, elf_strptr(elf, shstrndx, target.sh_name),
				      syms, sym_shdr);
		if (err)
			return err;
	}
	return 0;
}
