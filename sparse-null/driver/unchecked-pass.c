// SPDX-License-Identifier: MIT
#define _GNU_SOURCE	/* memmem() */
/*
 * Some kernel files create their tracepoints only when no checker looks:
 *
 *	#ifndef __CHECKER__
 *	#define CREATE_TRACE_POINTS
 *	#include "trace.h"
 *	#endif
 *
 * (net/wireless, net/mac80211, i915, xe, ...: 29 files of Linux 6.12).
 * sparse defines __CHECKER__, and so does sparse-null, so the
 * TP_fast_assign bodies of those events are never seen.  For the facts,
 * sparse-null runs itself once more on such a file as the compiler sees
 * it: __CHECKER__ undefined, and the x86 segment qualifiers the kernel
 * hides from checkers defined away.  That run prints nothing and writes
 * its facts to a second file of the same source, which the table step
 * merges with the first, so the checker's diagnostics stay sparse's.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lib.h"
#include "ptrlist.h"

#include "driver/unchecked-pass.h"
#include "whole-file.h"

/* The text after "#" and blanks, or NULL when @line is no directive. */
static const char *directive(const char *line)
{
	line += strspn(line, " \t");
	if (*line != '#')
		return NULL;
	return line + 1 + strspn(line + 1, " \t");
}

static bool is_word(const char *p, const char *word)
{
	size_t len = strlen(word);

	return !strncmp(p, word, len) && (p[len] == ' ' || p[len] == '\t');
}

/* Does the text from @p up to @end hold @name? */
static bool names(const char *p, const char *end, const char *name)
{
	return memmem(p, end - p, name, strlen(name)) != NULL;
}

static bool is_ifndef_checker(const char *p)
{
	if (!is_word(p, "ifndef"))
		return false;
	p += strlen("ifndef");
	p += strspn(p, " \t");
	return !strncmp(p, "__CHECKER__", strlen("__CHECKER__"));
}

/*
 * Does @path define CREATE_TRACE_POINTS inside "#ifndef __CHECKER__"?
 * A line scan of the file itself, not of what it includes: the pattern
 * lives in the file that creates the tracepoints.  Most files never name
 * it, so one search of the text comes first.
 */
bool unchecked_pass__needed(const char *path)
{
	static const char word[] = "CREATE_TRACE_POINTS";
	int depth = 0, hidden_at = 0;
	bool found = false;
	char *text, *line, *next;
	const char *p;
	size_t len;

	if (whole_file__read(path, &text, &len))
		return false;
	if (!memmem(text, len, word, sizeof(word) - 1))
		goto out;
	for (line = text; !found && line < text + len; line = next) {
		next = memchr(line, '\n', text + len - line);
		next = next ? next + 1 : text + len;
		p = directive(line);
		if (!p)
			continue;
		if (!strncmp(p, "if", 2)) {
			depth++;
			if (!hidden_at && is_ifndef_checker(p))
				hidden_at = depth;
		} else if (!strncmp(p, "endif", 5)) {
			if (depth == hidden_at)
				hidden_at = 0;
			depth--;
		} else if (hidden_at && is_word(p, "define")) {
			found = names(p, next, word);
		}
	}
out:
	free(text);
	return found;
}

static const char *const extra_args[] = {
	"-U__CHECKER__", "-D__seg_gs=", "-D__seg_fs=", "-Wno-sparse-error",
	"-fnull-facts-unchecked", NULL
};

/* @argv without the files of @files other than @file, plus extra_args. */
static char **child_args(int argc, char **argv, struct string_list *files, const char *file)
{
	size_t nr = 0, i;
	char **args = calloc(argc + sizeof(extra_args) / sizeof(extra_args[0]), sizeof(*args));
	int a;

	if (!args)
		return NULL;
	for (a = 0; a < argc; a++) {
		if (a && argv[a] != file && lookup_ptr_list_entry((struct ptr_list *)files, argv[a]))
			continue;
		args[nr++] = argv[a];
	}
	for (i = 0; extra_args[i]; i++)
		args[nr++] = (char *)extra_args[i];
	args[nr] = NULL;
	return args;
}

static void run_child(char **args)
{
	int null = open("/dev/null", O_WRONLY);

	if (null >= 0) {
		dup2(null, STDOUT_FILENO);
		dup2(null, STDERR_FILENO);
	}
	execv("/proc/self/exe", args);
	_exit(127);
}

int unchecked_pass__run(int argc, char **argv, struct string_list *files, const char *file)
{
	char **args = child_args(argc, argv, files, file);
	int status;
	pid_t pid;

	if (!args)
		return -ENOMEM;
	fflush(NULL);
	pid = fork();
	if (pid == 0)
		run_child(args);
	free(args);
	if (pid < 0)
		return -errno;
	if (waitpid(pid, &status, 0) < 0)
		return -errno;
	return WIFEXITED(status) && !WEXITSTATUS(status) ? 0 : -EIO;
}
