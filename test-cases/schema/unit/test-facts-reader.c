// SPDX-License-Identifier: MIT
/*
 * The facts reader on schema 6 records: the compact shapes read back
 * with their defaults, and each kind of damage is named with its line.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "facts-schema.h"

#include "suites.h"

#define HEADER	"{\"record\":\"header\",\"schema\":6,\"tool\":\"t\",\"source\":\"a.c\"}\n"

static char err[512];

static int open_text(struct facts_reader **reader, const char *text)
{
	err[0] = '\0';
	return facts_reader__open_mem(reader, "a.facts.jsonl", text, strlen(text),
				      err, sizeof(err));
}

/* The second record of @text, which must read; it lives until @reader is closed. */
static struct facts_record second(struct facts_reader **reader, const char *text)
{
	struct facts_record rec;

	ck_assert_msg(open_text(reader, text) == 0, "%s", err);
	ck_assert(facts_reader__next(*reader, &rec));
	ck_assert(facts_reader__next(*reader, &rec));
	return rec;
}

START_TEST(call_args_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":3,"
		"\"args\":[[0,\"param\",2],[1,\"call\",\"h\"],[3,\"unknown\"]]}\n");

	ck_assert_int_eq(rec.kind, FACTS_CALL);
	ck_assert(!rec.is_static);
	ck_assert_int_eq(rec.nr_args, 3);
	ck_assert_int_eq(rec.args[0].value, FACTS_VALUE_PARAM);
	ck_assert_int_eq(rec.args[0].param, 2);
	ck_assert_int_eq(rec.args[1].value, FACTS_VALUE_CALL);
	ck_assert_str_eq(rec.args[1].callee, "h");
	ck_assert_int_eq(rec.args[1].param, -1);
	ck_assert_int_eq(rec.args[2].arg, 3);
	ck_assert_int_eq(rec.args[2].value, FACTS_VALUE_UNKNOWN);
	facts_reader__close(reader);
}
END_TEST

START_TEST(function_nullable_params_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"function\",\"function\":\"f\",\"static\":true,"
		"\"params\":[[0,\"a\",\"int *\"],[2,\"b\",\"char *\"]],\"nullable\":[2],"
		"\"file\":\"a.c\",\"line\":1}\n");

	ck_assert(rec.is_static);
	ck_assert_int_eq(rec.nr_params, 2);
	ck_assert_str_eq(rec.params[1].name, "b");
	ck_assert_str_eq(rec.params[1].type, "char *");
	ck_assert(!rec.params[0].nullable);
	ck_assert(rec.params[1].nullable);
	facts_reader__close(reader);
}
END_TEST

START_TEST(function_derefs_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"function\",\"function\":\"f\","
		"\"params\":[[0,\"a\",\"int *\"],[2,\"b\",\"char *\"]],\"derefs\":[0],"
		"\"line\":1}\n");

	ck_assert(rec.params[0].derefs);
	ck_assert(!rec.params[1].derefs);
	ck_assert(!rec.params[0].nullable);
	facts_reader__close(reader);
}
END_TEST

START_TEST(deref_if_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"flow\",\"event\":\"e\",\"arg\":0,\"name\":\"p\",\"function\":\"f\","
		"\"param\":0,\"value\":\"param\",\"deref_if\":[[\"lock_it\",0],[\"helper\",2,\"static\"]],"
		"\"line\":7}\n");

	ck_assert_int_eq(rec.nr_deref_if, 2);
	ck_assert_str_eq(rec.deref_if[0].function, "lock_it");
	ck_assert_int_eq(rec.deref_if[0].param, 0);
	ck_assert(!rec.deref_if[0].is_static);
	ck_assert_str_eq(rec.deref_if[1].function, "helper");
	ck_assert_int_eq(rec.deref_if[1].param, 2);
	ck_assert(rec.deref_if[1].is_static);
	facts_reader__close(reader);
}
END_TEST

START_TEST(return_defaults_are_false_and_empty)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"return\",\"function\":\"f\",\"file\":\"a.c\",\"line\":1}\n");

	ck_assert(!rec.null && !rec.err && !rec.is_static);
	ck_assert_int_eq(rec.nr_calls, 0);
	facts_reader__close(reader);
}
END_TEST

START_TEST(member_records_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"member\",\"member\":\"dir_ops.mkdir\",\"struct_file\":\"dir.h\","
		"\"function\":\"a_mkdir\",\"static\":true,\"file\":\"a.c\",\"line\":4}\n"
		"{\"record\":\"call\",\"caller\":\"f\",\"member\":\"dir_ops.mkdir\","
		"\"struct_file\":\"dir.h\",\"file\":\"a.c\",\"line\":9,\"args\":[[0,\"null\"]]}\n");

	ck_assert_int_eq(rec.kind, FACTS_MEMBER);
	ck_assert_str_eq(rec.member, "dir_ops.mkdir");
	ck_assert_str_eq(rec.struct_file, "dir.h");
	ck_assert_str_eq(rec.name, "a_mkdir");
	ck_assert(rec.is_static);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_int_eq(rec.kind, FACTS_CALL);
	ck_assert_ptr_null(rec.name);
	ck_assert_str_eq(rec.member, "dir_ops.mkdir");
	ck_assert_int_eq(rec.args[0].value, FACTS_VALUE_NULL);
	facts_reader__close(reader);
}
END_TEST

START_TEST(field_records_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"store\",\"field\":\"file.f_mapping\",\"struct_file\":\"fs.h\","
		"\"value\":\"param\",\"param\":1,\"function\":\"f\",\"static\":true,"
		"\"file\":\"a.c\",\"line\":4}\n"
		"{\"record\":\"store\",\"field\":\"file.f_mapping\",\"struct_file\":\"fs.h\","
		"\"value\":\"field\",\"from\":\"inode.i_mapping\",\"from_file\":\"fs.h\","
		"\"function\":\"g\",\"file\":\"a.c\",\"line\":5}\n"
		"{\"record\":\"store\",\"field\":\"file.name\",\"struct_file\":\"fs.h\","
		"\"value\":\"nonnull\",\"file\":\"a.c\",\"line\":6}\n"
		"{\"record\":\"create\",\"struct\":\"file\",\"struct_file\":\"fs.h\","
		"\"unset\":[\"f_mapping\",\"name\"],\"function\":\"h\",\"file\":\"a.c\",\"line\":7}\n"
		"{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":8,"
		"\"args\":[[0,\"field\",\"file.name\",\"fs.h\"]]}\n");

	ck_assert_int_eq(rec.kind, FACTS_STORE);
	ck_assert_str_eq(rec.member, "file.f_mapping");
	ck_assert_str_eq(rec.struct_file, "fs.h");
	ck_assert_int_eq(rec.value, FACTS_VALUE_PARAM);
	ck_assert_int_eq(rec.param, 1);
	ck_assert_str_eq(rec.name, "f");
	ck_assert(rec.is_static);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_int_eq(rec.value, FACTS_VALUE_FIELD);
	ck_assert_str_eq(rec.from, "inode.i_mapping");
	ck_assert_str_eq(rec.from_file, "fs.h");
	ck_assert_int_eq(rec.param, -1);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_ptr_null(rec.name);
	ck_assert_int_eq(rec.value, FACTS_VALUE_NONNULL);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_int_eq(rec.kind, FACTS_CREATE);
	ck_assert_str_eq(rec.member, "file");
	ck_assert_int_eq(rec.nr_calls, 2);
	ck_assert_str_eq(rec.calls[1], "name");
	ck_assert_str_eq(rec.name, "h");
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_int_eq(rec.args[0].value, FACTS_VALUE_FIELD);
	ck_assert_str_eq(rec.args[0].field, "file.name");
	ck_assert_str_eq(rec.args[0].field_file, "fs.h");
	facts_reader__close(reader);
}
END_TEST

START_TEST(returned_fields_and_tested_stores_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"return\",\"function\":\"slot\",\"nonnull\":true,"
		"\"fields\":[[\"ctx.bytes\",\"xhci.h\"],[\"ctx.next\",\"xhci.h\"]],\"line\":3}\n"
		"{\"record\":\"store\",\"field\":\"ctx.bytes\",\"struct_file\":\"xhci.h\","
		"\"value\":\"nonnull\",\"tested\":14,\"function\":\"alloc\",\"line\":13}\n"
		"{\"record\":\"store\",\"field\":\"ctx.next\",\"struct_file\":\"xhci.h\","
		"\"value\":\"nonnull\",\"function\":\"alloc\",\"line\":15}\n");

	ck_assert_int_eq(rec.kind, FACTS_RETURN);
	ck_assert(rec.nonnull);
	ck_assert_int_eq(rec.nr_calls, 0);
	ck_assert_int_eq(rec.nr_fields, 2);
	ck_assert_str_eq(rec.fields[1].member, "ctx.next");
	ck_assert_str_eq(rec.fields[1].struct_file, "xhci.h");
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_int_eq(rec.kind, FACTS_STORE);
	ck_assert_int_eq(rec.tested, 14);
	ck_assert_int_eq(rec.line, 13);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_int_eq(rec.tested, 0);
	facts_reader__close(reader);
}
END_TEST

START_TEST(hands_and_inits_read_back)
{
	struct facts_reader *reader;
	struct facts_record rec = second(&reader, HEADER
		"{\"record\":\"create\",\"struct\":\"dev\",\"struct_file\":\"dev.h\","
		"\"unset\":[\"parent\"],\"after\":[[\"dev_init\",0]],"
		"\"handed\":[{\"function\":\"dev_init\",\"param\":0,\"whole\":true,"
		"\"unset\":[\"parent\",\"ops\"]},{\"function\":\"lock_init\",\"param\":1,"
		"\"unset\":[\"ops\"],\"after\":[[\"dev_init\",0]]}],"
		"\"function\":\"f\",\"line\":2}\n"
		"{\"record\":\"init\",\"function\":\"dev_init\",\"param\":0,\"struct\":\"dev\","
		"\"struct_file\":\"dev.h\",\"sets\":[\"parent\"],\"publishes\":true,"
		"\"before\":[],\"handed\":[[\"lock_init\",1]],\"line\":9}\n");

	ck_assert_int_eq(rec.kind, FACTS_CREATE);
	ck_assert_int_eq(rec.nr_calls, 1);
	ck_assert_int_eq(rec.nr_after, 1);
	ck_assert_str_eq(rec.after[0].function, "dev_init");
	ck_assert_int_eq(rec.nr_hands, 2);
	ck_assert(rec.hands[0].whole);
	ck_assert_int_eq(rec.hands[0].nr_unset, 2);
	ck_assert_str_eq(rec.hands[0].unset[1], "ops");
	ck_assert_int_eq(rec.hands[0].nr_after, 0);
	ck_assert(!rec.hands[1].whole);
	ck_assert_int_eq(rec.hands[1].param, 1);
	ck_assert_int_eq(rec.hands[1].nr_after, 1);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_int_eq(rec.kind, FACTS_INIT);
	ck_assert_str_eq(rec.name, "dev_init");
	ck_assert_int_eq(rec.param, 0);
	ck_assert_str_eq(rec.member, "dev");
	ck_assert_int_eq(rec.nr_calls, 1);
	ck_assert(rec.publishes);
	ck_assert_int_eq(rec.nr_before, 0);
	ck_assert_int_eq(rec.nr_hands, 1);
	ck_assert_str_eq(rec.hands[0].function, "lock_init");
	ck_assert_int_eq(rec.hands[0].param, 1);
	ck_assert_int_eq(rec.line, 9);
	facts_reader__close(reader);
}
END_TEST

static const struct {
	const char *record;	/* the second line */
	const char *message;	/* what the error must say */
} damaged[] = {
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":[[0]]}", "a.facts.jsonl:2: call record: args[0] is not [index, value, ...]" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":[{\"arg\":0,\"value\":\"null\"}]}", "args[0] is not [index, value, ...]" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":[[0,\"call\"]]}", "a \"call\" value names its callee" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":[[0,\"maybe\"]]}", "args[0]: unknown value \"maybe\"" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":[[0,\"param\",-1]]}", "the parameter is not a small integer" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"static\":\"yes\","
	  "\"file\":\"a.c\",\"line\":1,\"args\":[]}", "\"static\" is not true or false" },
	{ "{\"record\":\"function\",\"function\":\"f\",\"params\":[[0,\"a\",\"int *\"]],"
	  "\"nullable\":[1],\"file\":\"a.c\",\"line\":1}", "nullable[0] is not a listed parameter" },
	{ "{\"record\":\"function\",\"function\":\"f\",\"params\":[{\"index\":0,\"name\":\"a\","
	  "\"type\":\"int *\",\"nullable\":false}],\"file\":\"a.c\",\"line\":1}",
	  "function record: params[0] is not [index, name, type]" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"member\":\"dir_ops.mkdir\","
	  "\"file\":\"a.c\",\"line\":1,\"args\":[]}", "call record: \"struct_file\"" },
	{ "{\"record\":\"member\",\"member\":\"dir_ops.mkdir\",\"struct_file\":\"dir.h\","
	  "\"file\":\"a.c\",\"line\":1}", "member record: \"function\"" },
	{ "{\"record\":\"return\",\"function\":\"f\",\"calls\":\"g\",\"file\":\"a.c\",\"line\":1}",
	  "return record: \"calls\" is not an array" },
	{ "{\"record\":\"return\",\"function\":\"f\",\"fields\":[\"ctx.bytes\"],\"line\":1}",
	  "return record: fields[0] is not [\"struct.member\", file]" },
	{ "{\"record\":\"return\",\"function\":\"f\",\"fields\":{},\"line\":1}",
	  "return record: \"fields\" is not an array" },
	{ "{\"record\":\"store\",\"field\":\"ctx.bytes\",\"struct_file\":\"xhci.h\","
	  "\"value\":\"unknown\",\"tested\":14,\"function\":\"f\",\"line\":1}",
	  "store record: \"tested\" with a value other than \"nonnull\"" },
	{ "{\"record\":\"store\",\"field\":\"ctx.bytes\",\"struct_file\":\"xhci.h\","
	  "\"value\":\"nonnull\",\"tested\":-1,\"function\":\"f\",\"line\":1}",
	  "store record: \"tested\" is not a small non-negative integer" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":[[0,\"field\",\"file.name\"]]}", "a \"field\" value names the member and its struct's file" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":[[0,\"param\",1,2]]}", "args[0] is not [index, value, ...]" },
	{ "{\"record\":\"store\",\"field\":\"file.name\",\"struct_file\":\"fs.h\","
	  "\"value\":\"param\",\"param\":0,\"file\":\"a.c\",\"line\":1}",
	  "store record: a \"param\" value needs its \"function\"" },
	{ "{\"record\":\"store\",\"field\":\"file.name\",\"struct_file\":\"fs.h\","
	  "\"value\":\"field\",\"function\":\"f\",\"file\":\"a.c\",\"line\":1}",
	  "store record: \"from\" missing" },
	{ "{\"record\":\"create\",\"struct\":\"file\",\"struct_file\":\"fs.h\","
	  "\"file\":\"a.c\",\"line\":1}", "create record: \"unset\" missing" },
	{ "{\"record\":\"create\",\"struct\":\"file\",\"struct_file\":\"fs.h\","
	  "\"unset\":[1],\"file\":\"a.c\",\"line\":1}", "create record: unset[0] is not a string" },
	{ "{\"record\":\"evidence\",\"event\":\"e\",\"arg\":0,\"kind\":\"call-field\","
	  "\"caller\":\"f\",\"file\":\"a.c\",\"line\":1}", "evidence record: \"field\" missing" },
	{ "{\"record\":\"evidence\",\"event\":\"e\",\"arg\":0,\"kind\":\"field-nonnull\","
	  "\"caller\":\"f\",\"file\":\"a.c\",\"line\":1}", "evidence record: unknown kind \"field-nonnull\"" },
	{ "{\"record\":\"evidence\",\"event\":\"e\",\"arg\":0,\"kind\":\"not-called\","
	  "\"file\":\"a.c\",\"line\":1}", "evidence record: unknown kind \"not-called\"" },
	{ "{\"record\":\"function\",\"function\":\"f\",\"params\":[[0,\"a\",\"int *\"]],"
	  "\"derefs\":[1],\"line\":1}", "function record: derefs[0] is not a listed parameter" },
	{ "{\"record\":\"flow\",\"event\":\"e\",\"arg\":0,\"function\":\"f\",\"param\":0,"
	  "\"value\":\"param\",\"deref_if\":[[\"g\",0,\"global\"]],\"line\":1}",
	  "flow record: deref_if[0] is not [function, parameter]" },
	{ "{\"record\":\"evidence\",\"event\":\"e\",\"arg\":0,\"kind\":\"call-unknown\","
	  "\"caller\":\"f\",\"deref_if\":{},\"line\":1}",
	  "evidence record: \"deref_if\" is not an array" },
	{ "{\"record\":\"return\",\"function\":\"f\",\"file\":null,\"line\":1}",
	  "return record: \"file\" is not a string" },
	{ "{\"record\":\"return\",\"function\":\"f\",\"file\":\"a.c\"}",
	  "return record: \"line\" missing" },
	{ "{\"record\":\"create\",\"struct\":\"dev\",\"struct_file\":\"dev.h\",\"unset\":[],"
	  "\"handed\":[[\"dev_init\",0]],\"line\":1}", "create record: handed[0] is not an object" },
	{ "{\"record\":\"create\",\"struct\":\"dev\",\"struct_file\":\"dev.h\",\"unset\":[],"
	  "\"handed\":[{\"function\":\"g\",\"param\":0}],\"line\":1}", "create record: \"unset\" missing" },
	{ "{\"record\":\"create\",\"struct\":\"dev\",\"struct_file\":\"dev.h\",\"unset\":[],"
	  "\"after\":[\"g\"],\"line\":1}", "create record: after[0] is not [function, parameter]" },
	{ "{\"record\":\"init\",\"function\":\"f\",\"param\":0,\"struct\":\"dev\","
	  "\"struct_file\":\"dev.h\",\"sets\":[],\"line\":1}", "init record: \"publishes\" missing" },
	{ "{\"record\":\"init\",\"function\":\"f\",\"param\":0,\"struct\":\"dev\","
	  "\"struct_file\":\"dev.h\",\"sets\":[],\"publishes\":false,\"handed\":[[\"g\"]],"
	  "\"line\":1}", "init record: handed[0] is not [function, parameter]" },
	{ "{\"record\":\"function\",\"function\":\"f\",\"line\":1}",
	  "function record: \"params\" missing" },
	{ "{\"record\":\"function\",\"function\":\"f\",\"params\":{},\"line\":1}",
	  "function record: \"params\" is not an array" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1}",
	  "call record: \"args\" missing" },
	{ "{\"record\":\"call\",\"caller\":\"f\",\"callee\":\"g\",\"file\":\"a.c\",\"line\":1,"
	  "\"args\":\"0\"}", "call record: \"args\" is not an array" },
	{ "{\"record\":\"create\",\"struct\":\"dev\",\"struct_file\":\"dev.h\",\"unset\":{},"
	  "\"line\":1}", "create record: \"unset\" is not an array" },
	{ "{\"record\":\"create\",\"struct\":\"dev\",\"struct_file\":\"dev.h\",\"unset\":[],"
	  "\"after\":{},\"line\":1}", "create record: \"after\" is not an array" },
	{ "{\"record\":\"create\",\"struct\":\"dev\",\"struct_file\":\"dev.h\",\"unset\":[],"
	  "\"handed\":{},\"line\":1}", "create record: \"handed\" is not an array" },
};

START_TEST(damage_is_named_with_its_line)
{
	struct facts_reader *reader = NULL;
	char text[1024];

	snprintf(text, sizeof(text), HEADER "%s\n", damaged[_i].record);
	ck_assert_int_eq(open_text(&reader, text), -EINVAL);
	ck_assert_ptr_null(reader);
	ck_assert_msg(strstr(err, damaged[_i].message), "\"%s\" lacks \"%s\"", err,
		      damaged[_i].message);
	ck_assert_msg(strstr(err, "a.facts.jsonl:2: "), "%s", err);
}
END_TEST

/*
 * Schema 5's return records said "nonnull" with no "fields": a reader of
 * them would take a function returning a member's value as never NULL.
 */
START_TEST(schema_5_is_refused)
{
	struct facts_reader *reader = NULL;

	ck_assert_int_eq(open_text(&reader, "{\"record\":\"header\",\"schema\":5,\"tool\":\"t\","
				   "\"source\":\"a.c\"}\n"), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "a.facts.jsonl:1: facts schema 5; this reader reads schema 6"));
}
END_TEST

START_TEST(position_without_file_is_in_the_source)
{
	struct facts_reader *reader;
	struct facts_record rec;

	ck_assert_msg(open_text(&reader, HEADER
		"{\"record\":\"return\",\"function\":\"f\",\"line\":3}\n"
		"{\"record\":\"return\",\"function\":\"g\",\"file\":\"b.h\",\"line\":4}\n") == 0,
		"%s", err);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_str_eq(rec.file, "a.c");
	ck_assert_int_eq(rec.line, 3);
	ck_assert(facts_reader__next(reader, &rec));
	ck_assert_str_eq(rec.file, "b.h");
	facts_reader__close(reader);
}
END_TEST

Suite *facts_reader_suite(void)
{
	Suite *s = suite_create("facts-reader");
	TCase *tc = tcase_create("schema 6");

	tcase_add_test(tc, call_args_read_back);
	tcase_add_test(tc, function_nullable_params_read_back);
	tcase_add_test(tc, function_derefs_read_back);
	tcase_add_test(tc, deref_if_read_back);
	tcase_add_test(tc, return_defaults_are_false_and_empty);
	tcase_add_test(tc, member_records_read_back);
	tcase_add_test(tc, field_records_read_back);
	tcase_add_test(tc, hands_and_inits_read_back);
	tcase_add_loop_test(tc, damage_is_named_with_its_line, 0,
			    sizeof(damaged) / sizeof(damaged[0]));
	tcase_add_test(tc, schema_5_is_refused);
	tcase_add_test(tc, returned_fields_and_tested_stores_read_back);
	tcase_add_test(tc, position_without_file_is_in_the_source);
	suite_add_tcase(s, tc);
	return s;
}
