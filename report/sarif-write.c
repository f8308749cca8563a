// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "key-map.h"
#include "rule-id.h"
#include "sarif-write.h"
#include "sparse-null-version.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define SRCROOT "SRCROOT"

/* A path as a URI reference: unreserved characters and '/' kept, the rest %XX. */
static char *uri_of(const char *path, const char *prefix)
{
	size_t len = strlen(prefix) + 3 * strlen(path) + 2;
	char *uri = malloc(len), *out;
	const unsigned char *p;

	if (!uri)
		return NULL;
	out = uri + sprintf(uri, "%s", prefix);
	for (p = (const unsigned char *)path; *p; p++) {
		if (isalnum(*p) || strchr("-._~/", *p))
			*out++ = *p;
		else
			out += sprintf(out, "%%%02X", *p);
	}
	*out = '\0';
	return uri;
}

/* A directory URI for originalUriBaseIds: "file:///dir/" (trailing slash). */
static json_t *base_uri(const char *dir)
{
	size_t len = strlen(dir);
	char *with_slash = malloc(len + 2);
	char *uri;
	json_t *json;

	if (!with_slash)
		return NULL;
	sprintf(with_slash, "%s%s", dir, len && dir[len - 1] == '/' ? "" : "/");
	uri = uri_of(with_slash, "file://");
	free(with_slash);
	json = uri ? json_pack("{s:s}", "uri", uri) : NULL;
	free(uri);
	return json;
}

static json_t *physical_location(const char *file, unsigned int line, unsigned int col,
				 const struct sarif_options *opts)
{
	bool absolute = file[0] == '/';
	char *uri = uri_of(file, absolute ? "file://" : "");
	json_t *artifact, *location;

	if (!uri)
		return NULL;
	artifact = json_pack("{s:s}", "uri", uri);
	free(uri);
	if (artifact && !absolute && opts->srcroot)
		json_object_set_new(artifact, "uriBaseId", json_string(SRCROOT));
	location = json_pack("{s:o*}", "artifactLocation", artifact);
	/* Line 0 is "no line" in the checkers' output; SARIF's lines count from 1. */
	if (location && line) {
		json_t *region = json_pack("{s:I}", "startLine", (json_int_t)line);

		if (region && col)
			json_object_set_new(region, "startColumn", json_integer(col));
		json_object_set_new(location, "region", region);
	}
	return location;
}

/* "file:1:2:    expected int" -> "expected int"; other lines trimmed. */
static const char *note_message(const struct diag_note *note)
{
	const char *text = note->text;

	if (note->file) {
		const char *colon = strstr(text, ": ");

		while (colon && !(colon[2] == ' ' || !strncmp(colon, ": note: ", 8)))
			colon = strstr(colon + 1, ": ");
		if (colon)
			text = !strncmp(colon, ": note: ", 8) ? colon + 8 : colon + 1;
	}
	while (isspace((unsigned char)*text))
		text++;
	return *text ? text : note->text;
}

static json_t *related_locations(const struct diag *d, const struct sarif_options *opts)
{
	json_t *array = json_array();
	size_t i;

	for (i = 0; array && i < d->nr_notes; i++) {
		const struct diag_note *note = &d->notes[i];
		json_t *related = json_pack("{s:I,s:{s:s}}", "id", (json_int_t)i,
					    "message", "text", note_message(note));

		if (related && note->file)
			json_object_set_new(related, "physicalLocation",
					    physical_location(note->file, note->line, note->col, opts));
		if (json_array_append_new(array, related)) {
			json_decref(array);
			return NULL;
		}
	}
	return array;
}

static const char *level_of(const struct diag *d)
{
	return strcmp(d->severity, "warning") ? "error" : "warning";
}

static json_t *result_of(const struct diag *d, const char *rule, size_t rule_index,
			 const struct sarif_options *opts)
{
	json_t *result = json_pack("{s:s,s:I,s:s,s:{s:s},s:[o*]}",
				   "ruleId", rule, "ruleIndex", (json_int_t)rule_index,
				   "level", level_of(d), "message", "text", d->message,
				   "locations", json_pack("{s:o*}", "physicalLocation",
				   physical_location(d->file, d->line, d->col, opts)));

	if (result && d->nr_notes)
		json_object_set_new(result, "relatedLocations", related_locations(d, opts));
	return result;
}

/* The rule ids the log uses, sorted, each with its index in the rules array. */
struct rule_table {
	struct key_map index;	/* id -> index + 1 in .count */
	char **ids;
	size_t nr;
};

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int collect_rules(struct rule_table *rules, const struct diag_log *log)
{
	char buf[128];
	size_t i;

	rules->ids = calloc(log->nr_diags + 1, sizeof(*rules->ids));
	if (!rules->ids)
		return -1;
	for (i = 0; i < log->nr_diags; i++) {
		const char *id = rule_id__of(&log->diags[i], buf, sizeof(buf));
		struct key_map_entry *entry = key_map__find(&rules->index, id);
		char *copy;

		if (entry)
			continue;
		copy = strdup(id);
		if (!copy || !key_map__get(&rules->index, copy)) {
			free(copy);
			return -1;
		}
		rules->ids[rules->nr++] = copy;
	}
	qsort(rules->ids, rules->nr, sizeof(*rules->ids), by_name);
	for (i = 0; i < rules->nr; i++)
		key_map__find(&rules->index, rules->ids[i])->count = i;
	return 0;
}

static void free_rules(struct rule_table *rules)
{
	size_t i;

	for (i = 0; i < rules->nr; i++)
		free(rules->ids[i]);
	free(rules->ids);
	key_map__free(&rules->index);
}

static json_t *rules_json(const struct rule_table *rules)
{
	json_t *array = json_array();
	size_t i;

	for (i = 0; array && i < rules->nr; i++) {
		json_t *rule = json_pack("{s:s,s:{s:s}}", "id", rules->ids[i],
					 "shortDescription", "text",
					 rule_id__describe(rules->ids[i]));

		if (json_array_append_new(array, rule)) {
			json_decref(array);
			return NULL;
		}
	}
	return array;
}

static json_t *results_json(const struct diag_log *log, const struct rule_table *rules,
			    const struct sarif_options *opts)
{
	json_t *array = json_array();
	char buf[128];
	size_t i;

	for (i = 0; array && i < log->nr_diags; i++) {
		const struct diag *d = &log->diags[i];
		const char *id = rule_id__of(d, buf, sizeof(buf));
		size_t index = key_map__find(&rules->index, id)->count;

		if (json_array_append_new(array, result_of(d, id, index, opts))) {
			json_decref(array);
			return NULL;
		}
	}
	return array;
}

/* Lines that are no diagnostic, so that a reader sees what was not converted. */
static json_t *invocation_json(const struct diag_log *log)
{
	json_t *notes = json_array();
	char text[512];
	size_t i;

	for (i = 0; notes && i < log->nr_skipped; i++) {
		snprintf(text, sizeof(text), "%s:%zu: not a diagnostic, not converted: %s",
			 log->path, log->skipped[i].log_line, log->skipped[i].text);
		if (json_array_append_new(notes, json_pack("{s:s,s:{s:s}}", "level", "warning",
							   "message", "text", text))) {
			json_decref(notes);
			return NULL;
		}
	}
	return json_pack("{s:b,s:o*}", "executionSuccessful", 1,
			 "toolExecutionNotifications", notes);
}

json_t *sarif_write__log(const struct diag_log *log, const struct sarif_options *opts)
{
	struct rule_table rules = { 0 };
	json_t *run = NULL, *doc = NULL;

	if (collect_rules(&rules, log))
		goto out;
	run = json_pack("{s:{s:{s:s,s:s,s:o*}},s:o*,s:[o*]}",
			"tool", "driver", "name", opts->tool, "version", SPARSE_NULL_VERSION,
			"rules", rules_json(&rules),
			"results", results_json(log, &rules, opts),
			"invocations", invocation_json(log));
	if (run && opts->srcroot)
		json_object_set_new(run, "originalUriBaseIds",
				    json_pack("{s:o*}", SRCROOT, base_uri(opts->srcroot)));
	if (run)
		doc = json_pack("{s:s,s:s,s:[o]}", "$schema", SARIF_SCHEMA, "version", "2.1.0",
				"runs", run);
out:
	free_rules(&rules);
	return doc;
}
