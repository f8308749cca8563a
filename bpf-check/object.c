// SPDX-License-Identifier: MIT
/*
 * Reading a BPF object with libelf and libbpf's BTF parsers.  Programs
 * are found by libbpf's rule (every function symbol in an executable
 * section other than .text); libelf gives the code, where each program
 * starts, and the relocations that say where a call to a static function
 * or a kfunc goes; libbpf parses .BTF and validates .BTF.ext, whose line
 * info is decoded here.  bpf_object__open_mem() is not used: the libbpf
 * 1.1 of Debian 12 crashes in it on damaged objects (found by the fuzzer).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <bpf/libbpf_legacy.h>
#include <gelf.h>
#include <libelf.h>

#include "array.h"
#include "object.h"
#include "struct-ops-map.h"

struct obj_call {
	size_t insn;
	const char *symbol;
	size_t section;		/* code section of the symbol, or SIZE_MAX */
	size_t sym_insn;	/* the symbol's value in instructions */
	bool external;		/* undefined here: a kfunc */
};

struct line_entry {
	size_t insn;
	struct source_pos pos;
};

struct obj_internals {
	struct btf *btf;
	Elf *elf;
	size_t *code_index;	/* ELF section index -> code section, or SIZE_MAX */
	size_t nr_elf_sections;
};

struct reader {
	struct bpf_obj *obj;
	size_t programs_cap;	/* room in obj->programs */
	char *err;
	size_t err_size;
};

static char libbpf_message[256];

/* Keep libbpf's last warning to explain a refusal; print nothing. */
static int libbpf_capture(enum libbpf_print_level level, const char *fmt,
			  va_list ap)
{
	size_t len;

	if (level != LIBBPF_WARN)
		return 0;
	vsnprintf(libbpf_message, sizeof(libbpf_message), fmt, ap);
	len = strlen(libbpf_message);
	while (len && libbpf_message[len - 1] == '\n')
		libbpf_message[--len] = '\0';
	return 0;
}

static int reader__fail(struct reader *r, int error, const char *fmt, ...)
{
	size_t len;
	va_list ap;

	len = snprintf(r->err, r->err_size, "%s: ", r->obj->path);
	if (len < r->err_size) {
		va_start(ap, fmt);
		vsnprintf(r->err + len, r->err_size - len, fmt, ap);
		va_end(ap);
	}
	return error;
}

static bool is_code_section(const GElf_Shdr *shdr)
{
	return shdr->sh_type == SHT_PROGBITS &&
	       (shdr->sh_flags & SHF_EXECINSTR) && shdr->sh_size;
}

/* Where a jump at @i lands, or -1 for an instruction that does not jump. */
static long jump_target(const struct bpf_insn *insn, size_t i)
{
	unsigned class = BPF_CLASS(insn->code), op = BPF_OP(insn->code);

	if (class != BPF_JMP && class != BPF_JMP32)
		return -1;
	if (op == BPF_CALL || op == BPF_EXIT)
		return -1;
	if (class == BPF_JMP32 && op == BPF_JA)
		return (long)i + insn->imm + 1;
	return (long)i + insn->off + 1;
}

static int section__mark_leaders(struct code_section *sec)
{
	sec->leaders = calloc(sec->nr_insns, 1);
	if (!sec->leaders)
		return -ENOMEM;
	for (size_t i = 0; i < sec->nr_insns; i++) {
		long target = jump_target(&sec->insns[i], i);

		if (target >= 0 && (size_t)target < sec->nr_insns)
			sec->leaders[target] = 1;
	}
	return 0;
}

static int read_code_sections(struct reader *r, size_t shstrndx)
{
	struct bpf_obj *obj = r->obj;
	struct obj_internals *in = obj->internals;
	Elf_Scn *scn = NULL;

	obj->sections = calloc(in->nr_elf_sections, sizeof(*obj->sections));
	if (!obj->sections)
		return -ENOMEM;
	while ((scn = elf_nextscn(in->elf, scn))) {
		size_t index = elf_ndxscn(scn);
		struct code_section *sec;
		Elf_Data *data;
		GElf_Shdr shdr;

		if (!gelf_getshdr(scn, &shdr) || index >= in->nr_elf_sections)
			return reader__fail(r, -EINVAL, "unreadable section header %zu", index);
		if (!is_code_section(&shdr))
			continue;
		sec = &obj->sections[obj->nr_sections];
		sec->name = elf_strptr(in->elf, shstrndx, shdr.sh_name);
		data = elf_getdata(scn, NULL);
		if (!sec->name || !data || !data->d_buf || data->d_size != shdr.sh_size)
			return reader__fail(r, -EINVAL, "code section %zu is truncated", index);
		if (data->d_size % sizeof(struct bpf_insn))
			return reader__fail(r, -EINVAL, "section %s: size %zu is not a whole number of instructions",
					    sec->name, data->d_size);
		/* a copy: the section may sit at any offset of the file */
		sec->code = malloc(data->d_size);
		if (!sec->code)
			return -ENOMEM;
		memcpy(sec->code, data->d_buf, data->d_size);
		sec->insns = sec->code;
		sec->nr_insns = data->d_size / sizeof(struct bpf_insn);
		if (section__mark_leaders(sec))
			return -ENOMEM;
		in->code_index[index] = obj->nr_sections++;
	}
	return 0;
}

static Elf_Scn *find_symtab(Elf *elf, GElf_Shdr *shdr)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn)))
		if (gelf_getshdr(scn, shdr) && shdr->sh_type == SHT_SYMTAB)
			return scn;
	return NULL;
}

static int compare_calls(const void *a, const void *b)
{
	const struct obj_call *x = a, *y = b;

	return (x->insn > y->insn) - (x->insn < y->insn);
}

/* Record the relocations of calls in the code section @sec. */
static int read_call_relocs(struct reader *r, Elf_Scn *rel_scn, GElf_Shdr *rel_shdr,
			    Elf_Data *syms, GElf_Shdr *sym_shdr, struct code_section *sec)
{
	struct obj_internals *in = r->obj->internals;
	Elf_Data *data = elf_getdata(rel_scn, NULL);
	size_t nr, nr_syms = sym_shdr->sh_entsize ? syms->d_size / sym_shdr->sh_entsize : 0;

	if (!data || !rel_shdr->sh_entsize)
		return reader__fail(r, -EINVAL, "relocations of %s are truncated", sec->name);
	nr = data->d_size / rel_shdr->sh_entsize;
	sec->calls = calloc(nr ? nr : 1, sizeof(*sec->calls));
	if (!sec->calls)
		return -ENOMEM;
	for (size_t i = 0; i < nr; i++) {
		struct obj_call *call = &sec->calls[sec->nr_calls];
		const struct bpf_insn *insn;
		GElf_Rel rel;
		GElf_Sym sym;
		size_t sym_index;

		if (!gelf_getrel(data, i, &rel))
			return reader__fail(r, -EINVAL, "relocation %zu of %s is unreadable", i, sec->name);
		sym_index = GELF_R_SYM(rel.r_info);
		if (rel.r_offset % sizeof(*insn) || rel.r_offset / sizeof(*insn) >= sec->nr_insns ||
		    sym_index >= nr_syms || !gelf_getsym(syms, sym_index, &sym))
			return reader__fail(r, -EINVAL, "relocation %zu of %s points outside it", i, sec->name);
		insn = &sec->insns[rel.r_offset / sizeof(*insn)];
		if (insn->code != (BPF_JMP | BPF_CALL))
			continue;
		call->insn = rel.r_offset / sizeof(*insn);
		call->symbol = elf_strptr(in->elf, sym_shdr->sh_link, sym.st_name);
		call->section = sym.st_shndx < in->nr_elf_sections ?
				in->code_index[sym.st_shndx] : SIZE_MAX;
		call->sym_insn = sym.st_value / sizeof(*insn);
		call->external = sym.st_shndx == SHN_UNDEF;
		if (!call->symbol)
			return reader__fail(r, -EINVAL, "relocation %zu of %s names no symbol", i, sec->name);
		sec->nr_calls++;
	}
	qsort(sec->calls, sec->nr_calls, sizeof(*sec->calls), compare_calls);
	return 0;
}

static int read_relocations(struct reader *r, Elf_Scn *symtab, GElf_Shdr *sym_shdr)
{
	struct obj_internals *in = r->obj->internals;
	Elf_Data *syms = elf_getdata(symtab, NULL);
	Elf_Scn *scn = NULL;

	if (!syms)
		return reader__fail(r, -EINVAL, "symbol table is truncated");
	while ((scn = elf_nextscn(in->elf, scn))) {
		GElf_Shdr shdr;
		size_t code;
		int err;

		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_REL)
			continue;
		if (shdr.sh_info >= in->nr_elf_sections)
			continue;
		code = in->code_index[shdr.sh_info];
		if (code == SIZE_MAX || r->obj->sections[code].calls)
			continue;
		err = read_call_relocs(r, scn, &shdr, syms, sym_shdr, &r->obj->sections[code]);
		if (err)
			return err;
	}
	return 0;
}

static size_t code_section_by_name(const struct bpf_obj *obj, const char *name)
{
	for (size_t i = 0; i < obj->nr_sections; i++)
		if (!strcmp(obj->sections[i].name, name))
			return i;
	return SIZE_MAX;
}

static int add_program(struct reader *r, const char *name, size_t section, size_t start)
{
	struct bpf_obj *obj = r->obj;
	struct obj_program *p;

	if (start >= obj->sections[section].nr_insns)
		return reader__fail(r, -EINVAL, "program %s starts outside its section", name);
	if (ARRAY_ENSURE(obj->programs, r->programs_cap, obj->nr_programs + 1))
		return -ENOMEM;
	p = &obj->programs[obj->nr_programs++];
	p->name = name;
	p->section_name = obj->sections[section].name;
	p->section = section;
	p->start = start;
	return 0;
}

/* libbpf's rule: every function in an executable section but .text. */
static int read_programs(struct reader *r, Elf_Scn *symtab, GElf_Shdr *sym_shdr)
{
	struct obj_internals *in = r->obj->internals;
	Elf_Data *syms = elf_getdata(symtab, NULL);
	size_t nr = syms && sym_shdr->sh_entsize ? syms->d_size / sym_shdr->sh_entsize : 0;

	for (size_t i = 0; i < nr; i++) {
		const char *name;
		size_t section;
		GElf_Sym sym;
		int err;

		if (!gelf_getsym(syms, i, &sym) || GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
		    sym.st_shndx >= in->nr_elf_sections)
			continue;
		section = in->code_index[sym.st_shndx];
		if (section == SIZE_MAX || !strcmp(r->obj->sections[section].name, ".text"))
			continue;
		name = elf_strptr(in->elf, sym_shdr->sh_link, sym.st_name);
		if (!name || sym.st_value % sizeof(struct bpf_insn))
			return reader__fail(r, -EINVAL, "function symbol %zu is malformed", i);
		err = add_program(r, name, section, sym.st_value / sizeof(struct bpf_insn));
		if (err)
			return err;
	}
	if (!r->obj->nr_programs)
		return reader__fail(r, -EINVAL, "no BPF programs in the object");
	return 0;
}

/* The .BTF.ext header fields this reader needs (see the kernel's btf.rst). */
struct ext_header {
	uint16_t magic;
	uint8_t version;
	uint8_t flags;
	uint32_t hdr_len;
	uint32_t func_info_off;
	uint32_t func_info_len;
	uint32_t line_info_off;
	uint32_t line_info_len;
};

struct ext_line_record {
	uint32_t insn_off;
	uint32_t file_name_off;
	uint32_t line_off;
	uint32_t line_col;
};

static int compare_lines(const void *a, const void *b)
{
	const struct line_entry *x = a, *y = b;

	return (x->insn > y->insn) - (x->insn < y->insn);
}

/* Decode one section's records at @p (@nr of @rec_size bytes each). */
static int read_section_lines(struct reader *r, const char *sec_name,
			      const unsigned char *p, size_t nr, size_t rec_size)
{
	size_t index = code_section_by_name(r->obj, sec_name);
	struct code_section *sec;

	if (index == SIZE_MAX)
		return 0;
	sec = &r->obj->sections[index];
	if (sec->lines)
		return reader__fail(r, -EINVAL, "malformed line info: section %s listed twice", sec_name);
	sec->lines = calloc(nr ? nr : 1, sizeof(*sec->lines));
	if (!sec->lines)
		return -ENOMEM;
	for (size_t i = 0; i < nr; i++, p += rec_size) {
		struct ext_line_record rec;
		struct line_entry *line = &sec->lines[i];

		memcpy(&rec, p, sizeof(rec));
		line->insn = rec.insn_off / sizeof(struct bpf_insn);
		line->pos.file = btf__name_by_offset(r->obj->btf, rec.file_name_off);
		line->pos.line = rec.line_col >> 10;
		line->pos.col = rec.line_col & 0x3ff;
		if (rec.insn_off % sizeof(struct bpf_insn) || line->insn >= sec->nr_insns ||
		    !line->pos.file)
			return reader__fail(r, -EINVAL, "malformed line info: record %zu of section %s",
					    i, sec_name);
	}
	sec->nr_lines = nr;
	qsort(sec->lines, nr, sizeof(*sec->lines), compare_lines);
	return 0;
}

static int decode_line_info(struct reader *r, const unsigned char *raw, size_t size)
{
	const unsigned char *p, *end;
	struct ext_header hdr;
	uint32_t rec_size;

	if (size < sizeof(hdr))
		return reader__fail(r, -EINVAL, "malformed line info: .BTF.ext header truncated");
	memcpy(&hdr, raw, sizeof(hdr));
	if (hdr.hdr_len < sizeof(hdr) || hdr.hdr_len > size ||
	    hdr.line_info_off > size - hdr.hdr_len ||
	    hdr.line_info_len > size - hdr.hdr_len - hdr.line_info_off)
		return reader__fail(r, -EINVAL, "malformed line info: bad .BTF.ext header");
	if (!hdr.line_info_len)
		return 0;
	p = raw + hdr.hdr_len + hdr.line_info_off;
	end = p + hdr.line_info_len;
	if (end - p < 4)
		return reader__fail(r, -EINVAL, "malformed line info: no record size");
	memcpy(&rec_size, p, 4);
	p += 4;
	if (rec_size < sizeof(struct ext_line_record))
		return reader__fail(r, -EINVAL, "malformed line info: record size %u", rec_size);
	while (p < end) {
		uint32_t name_off, nr;
		const char *name;
		int err;

		if (end - p < 8)
			return reader__fail(r, -EINVAL, "malformed line info: section header truncated");
		memcpy(&name_off, p, 4);
		memcpy(&nr, p + 4, 4);
		p += 8;
		name = btf__name_by_offset(r->obj->btf, name_off);
		if (!name || (size_t)(end - p) / rec_size < nr)
			return reader__fail(r, -EINVAL, "malformed line info: section entry truncated");
		err = read_section_lines(r, name, p, nr, rec_size);
		if (err)
			return err;
		p += (size_t)nr * rec_size;
	}
	return 0;
}

/* The ELF section named @name, or NULL. */
static Elf_Scn *find_section(Elf *elf, size_t shstrndx, const char *name)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr shdr;
		const char *sec_name;

		if (!gelf_getshdr(scn, &shdr))
			continue;
		sec_name = elf_strptr(elf, shstrndx, shdr.sh_name);
		if (sec_name && !strcmp(sec_name, name))
			return scn;
	}
	return NULL;
}

/* .BTF, through libbpf; an object without one has no line info either. */
static int read_btf(struct reader *r, size_t shstrndx)
{
	struct obj_internals *in = r->obj->internals;
	Elf_Scn *scn = find_section(in->elf, shstrndx, ".BTF");
	Elf_Data *data = scn ? elf_getdata(scn, NULL) : NULL;

	if (!scn)
		return 0;
	if (!data || !data->d_buf)
		return reader__fail(r, -EINVAL, ".BTF is truncated");
	libbpf_message[0] = '\0';
	in->btf = btf__new(data->d_buf, data->d_size);
	if (!in->btf)
		return reader__fail(r, -EINVAL, "libbpf refuses .BTF%s%s",
				    libbpf_message[0] ? ": " : "", libbpf_message);
	r->obj->btf = in->btf;
	return 0;
}

static int read_line_info(struct reader *r, size_t shstrndx)
{
	struct obj_internals *in = r->obj->internals;
	Elf_Scn *scn = find_section(in->elf, shstrndx, ".BTF.ext");
	struct btf_ext *ext;
	Elf_Data *data;
	const void *raw;
	__u32 raw_size;
	int err;

	if (!scn)
		return 0;
	data = elf_getdata(scn, NULL);
	if (!data || !data->d_buf)
		return reader__fail(r, -EINVAL, "malformed line info: .BTF.ext is truncated");
	if (!r->obj->btf)
		return reader__fail(r, -EINVAL, "malformed line info: .BTF.ext without a readable .BTF");
	libbpf_message[0] = '\0';
	ext = btf_ext__new(data->d_buf, data->d_size);
	if (!ext)
		return reader__fail(r, -EINVAL, "malformed line info: libbpf refuses .BTF.ext%s%s",
				    libbpf_message[0] ? ": " : "", libbpf_message);
	/* Debian's libbpf 1.1 declares btf_ext__raw_data() but exports only this */
	raw = btf_ext__get_raw_data(ext, &raw_size);
	err = decode_line_info(r, raw, raw_size);
	btf_ext__free(ext);
	return err;
}

/* Every header and section lies inside the file, and it is for BPF. */
static int check_extents(struct reader *r, size_t size)
{
	Elf *elf = r->obj->internals->elf;
	Elf_Scn *scn = NULL;
	GElf_Ehdr ehdr;

	if (!gelf_getehdr(elf, &ehdr))
		return reader__fail(r, -EINVAL, "not an ELF file: %s", elf_errmsg(-1));
	if (ehdr.e_machine != EM_BPF)
		return reader__fail(r, -EINVAL, "not a BPF object (ELF machine %u)", ehdr.e_machine);
	if (ehdr.e_shoff > size ||
	    (size - ehdr.e_shoff) / (ehdr.e_shentsize ? ehdr.e_shentsize : 1) < ehdr.e_shnum)
		return reader__fail(r, -EINVAL, "truncated: the section headers end past the end of the file");
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr shdr;

		if (!gelf_getshdr(scn, &shdr))
			return reader__fail(r, -EINVAL, "unreadable section header %zu", elf_ndxscn(scn));
		if (shdr.sh_type != SHT_NOBITS &&
		    (shdr.sh_offset > size || size - shdr.sh_offset < shdr.sh_size))
			return reader__fail(r, -EINVAL, "truncated: section %zu ends past the end of the file",
					    elf_ndxscn(scn));
	}
	return 0;
}

/* struct_ops_map__read() found that program @symbol implements @member. */
static void name_struct_ops_program(void *data, const char *symbol, const char *member)
{
	struct bpf_obj *obj = data;

	for (size_t i = 0; i < obj->nr_programs; i++) {
		if (!strcmp(obj->programs[i].name, symbol))
			snprintf(obj->programs[i].struct_ops_member,
				 sizeof(obj->programs[i].struct_ops_member), "%s", member);
	}
}

static int read_elf(struct reader *r, const void *data, size_t size)
{
	struct obj_internals *in = r->obj->internals;
	GElf_Shdr sym_shdr;
	Elf_Scn *symtab;
	size_t shstrndx;
	int err;

	elf_version(EV_CURRENT);
	in->elf = elf_memory((char *)data, size);
	if (!in->elf || elf_kind(in->elf) != ELF_K_ELF)
		return reader__fail(r, -EINVAL, "not an ELF file");
	err = check_extents(r, size);
	if (err)
		return err;
	if (elf_getshdrnum(in->elf, &in->nr_elf_sections) ||
	    elf_getshdrstrndx(in->elf, &shstrndx))
		return reader__fail(r, -EINVAL, "unreadable ELF headers: %s", elf_errmsg(-1));
	in->code_index = malloc((in->nr_elf_sections + 1) * sizeof(*in->code_index));
	if (!in->code_index)
		return -ENOMEM;
	memset(in->code_index, 0xff, (in->nr_elf_sections + 1) * sizeof(*in->code_index));
	err = read_code_sections(r, shstrndx);
	if (err)
		return err;
	symtab = find_symtab(in->elf, &sym_shdr);
	if (!symtab)
		return reader__fail(r, -EINVAL, "no symbol table");
	err = read_relocations(r, symtab, &sym_shdr);
	if (!err)
		err = read_programs(r, symtab, &sym_shdr);
	if (!err)
		err = read_btf(r, shstrndx);
	if (!err)
		err = read_line_info(r, shstrndx);
	if (!err && struct_ops_map__read(in->elf, shstrndx, elf_getdata(symtab, NULL), &sym_shdr,
					 r->obj->btf, name_struct_ops_program, r->obj))
		err = reader__fail(r, -EINVAL, "a struct_ops map's relocation is malformed");
	return err;
}

int bpf_obj__open_mem(const void *data, size_t size, const char *path,
		      struct bpf_obj **objp, char *err, size_t err_size)
{
	struct bpf_obj *obj = calloc(1, sizeof(*obj));
	struct reader r = { .obj = obj, .err = err, .err_size = err_size };
	int ret;

	if (!obj)
		return -ENOMEM;
	obj->path = path;
	obj->internals = calloc(1, sizeof(*obj->internals));
	if (!obj->internals) {
		free(obj);
		return -ENOMEM;
	}
	libbpf_set_print(libbpf_capture);
	ret = read_elf(&r, data, size);
	if (ret == -ENOMEM)
		snprintf(err, err_size, "%s: out of memory", path);
	if (ret) {
		bpf_obj__close(obj);
		return ret;
	}
	*objp = obj;
	return 0;
}

void bpf_obj__close(struct bpf_obj *obj)
{
	if (!obj)
		return;
	for (size_t i = 0; i < obj->nr_sections; i++) {
		free(obj->sections[i].code);
		free(obj->sections[i].leaders);
		free(obj->sections[i].calls);
		free(obj->sections[i].lines);
	}
	free(obj->sections);
	free(obj->programs);
	if (obj->internals) {
		elf_end(obj->internals->elf);
		btf__free(obj->internals->btf);
		free(obj->internals->code_index);
		free(obj->internals);
	}
	free(obj);
}

static const struct obj_call *find_call(const struct code_section *sec, size_t insn)
{
	size_t lo = 0, hi = sec->nr_calls;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (sec->calls[mid].insn == insn)
			return &sec->calls[mid];
		if (sec->calls[mid].insn < insn)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

int bpf_obj__call_target(const struct bpf_obj *obj, size_t section,
			 size_t insn, struct call_target *target)
{
	const struct code_section *sec = &obj->sections[section];
	const struct bpf_insn *call = &sec->insns[insn];
	const struct obj_call *site = find_call(sec, insn);
	long dest;

	memset(target, 0, sizeof(*target));
	/* clang emits a kfunc call as a call of an undefined function */
	if (call->src_reg == BPF_PSEUDO_KFUNC_CALL || (site && site->external)) {
		target->kind = CALL_KFUNC;
		target->name = site ? site->symbol : "kfunc";
		return 0;
	}
	if (call->src_reg != BPF_PSEUDO_CALL) {
		target->kind = CALL_HELPER;
		return 0;
	}
	target->kind = CALL_SUBPROG;
	target->section = section;
	dest = (long)insn + call->imm + 1;
	if (site) {
		/* libbpf's rule: the symbol's offset plus imm plus one */
		target->section = site->section;
		dest = (long)site->sym_insn + call->imm + 1;
	}
	if (target->section == SIZE_MAX || dest < 0 ||
	    (size_t)dest >= obj->sections[target->section].nr_insns)
		return -EINVAL;
	target->insn = dest;
	return 0;
}

bool bpf_obj__source_pos(const struct bpf_obj *obj, size_t section,
			 size_t insn, struct source_pos *pos)
{
	const struct code_section *sec = &obj->sections[section];
	size_t lo = 0, hi = sec->nr_lines;

	/* the last record at or before @insn */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (sec->lines[mid].insn <= insn)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return false;
	*pos = sec->lines[lo - 1].pos;
	return true;
}
