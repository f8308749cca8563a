// SPDX-License-Identifier: MIT
/*
 * vm-loader: load every program of each BPF object given into the running
 * kernel, one program at a time, and print what the verifier said.
 *
 * It runs as the init of the VM's initramfs (made by scripts/vm/boot),
 * linked statically against libbpf, so nothing but the kernel is needed.
 * Each program is loaded from a fresh open of its object with every other
 * program's autoload turned off: one rejected program does not hide the
 * verdict on the others.  Programs are only loaded, never attached; a
 * struct_ops map is not created either (libbpf still takes the member
 * each program implements from it): creating a .struct_ops map registers
 * the ops, a sched_ext scheduler would take over the VM.
 *
 * Output, one line per program, tab-separated, easy to pick out of a
 * serial console:
 *
 *   @vm-result<TAB>OBJECT<TAB>PROGRAM<TAB>loaded
 *   @vm-result<TAB>OBJECT<TAB>PROGRAM<TAB>rejected<TAB>LAST VERIFIER LINE
 *   @vm-result<TAB>OBJECT<TAB>-<TAB>error<TAB>MESSAGE
 *
 * OBJECT is the file name without its folders.  The verifier's line is the
 * last line of its log that is not one of its statistics lines; when the
 * kernel gave no log (libbpf failed before the verifier ran), the errno.
 * With -v, the whole log of each rejected program follows its line, each
 * log line prefixed with "@vm-log<TAB>".
 *
 * Exit status: 0 every program loaded, 1 some rejected, 2 an object could
 * not be opened.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/libbpf.h>

#define LOG_SIZE (4 * 1024 * 1024)

static char log_buf[LOG_SIZE];
static int verbose;

/* libbpf's own messages would interleave with ours: keep only errors. */
static int print_libbpf(enum libbpf_print_level level, const char *fmt, va_list args)
{
	if (level != LIBBPF_WARN || !verbose)
		return 0;
	return vfprintf(stderr, fmt, args);
}

static int is_statistics_line(const char *line, size_t len)
{
	static const char *const prefixes[] = {
		"processed ", "verification time", "stack depth", "mark_precise",
	};
	size_t i;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (len >= strlen(prefixes[i]) &&
		    !strncmp(line, prefixes[i], strlen(prefixes[i])))
			return 1;
	return 0;
}

/* The verifier's verdict: the log's last line that is not a statistic. */
static void print_reason(const char *log)
{
	const char *end = log + strlen(log), *start;

	while (end > log) {
		while (end > log && (end[-1] == '\n' || end[-1] == ' '))
			end--;
		start = end;
		while (start > log && start[-1] != '\n')
			start--;
		if (end > start && !is_statistics_line(start, end - start)) {
			printf("%.*s", (int)(end - start), start);
			return;
		}
		end = start;
	}
}

static void print_log(const char *log)
{
	const char *line = log, *nl;

	while (*line) {
		nl = strchr(line, '\n');
		if (!nl)
			nl = line + strlen(line);
		printf("@vm-log\t%.*s\n", (int)(nl - line), line);
		line = *nl ? nl + 1 : nl;
	}
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* Open PATH with only its program number WHICH set to load. */
static struct bpf_object *object__open_one(const char *path, int which,
					   struct bpf_program **only)
{
	struct bpf_object *obj;
	struct bpf_program *prog;
	struct bpf_map *map;
	int i = 0;

	obj = bpf_object__open_file(path, NULL);
	if (!obj)
		return NULL;
	bpf_object__for_each_map(map, obj) {
		if (bpf_map__type(map) == BPF_MAP_TYPE_STRUCT_OPS)
			bpf_map__set_autocreate(map, false);
	}
	*only = NULL;
	bpf_object__for_each_program(prog, obj) {
		if (i++ == which) {
			*only = prog;
			bpf_program__set_log_buf(prog, log_buf, sizeof(log_buf));
			bpf_program__set_log_level(prog, 1);
		} else {
			bpf_program__set_autoload(prog, false);
		}
	}
	return obj;
}

/* Load each program of PATH on its own; 0 all loaded, 1 some rejected. */
static int object__load_each(const char *path)
{
	struct bpf_program *prog;
	struct bpf_object *obj;
	int which, err, status = 0;

	for (which = 0;; which++) {
		obj = object__open_one(path, which, &prog);
		if (!obj) {
			printf("@vm-result\t%s\t-\terror\tcannot open: %s\n",
			       base_name(path), strerror(errno));
			return 2;
		}
		if (!prog) {
			bpf_object__close(obj);
			break;
		}
		log_buf[0] = '\0';
		err = bpf_object__load(obj);
		printf("@vm-result\t%s\t%s\t%s", base_name(path),
		       bpf_program__name(prog), err ? "rejected\t" : "loaded");
		if (err && log_buf[0])
			print_reason(log_buf);
		else if (err)
			printf("no verifier log: %s", strerror(-err));
		printf("\n");
		if (err && verbose)
			print_log(log_buf);
		if (err)
			status = 1;
		bpf_object__close(obj);
	}
	if (which == 0) {
		printf("@vm-result\t%s\t-\terror\tno programs\n", base_name(path));
		return 2;
	}
	return status;
}

int main(int argc, char **argv)
{
	int i, status = 0, one;

	libbpf_set_print(print_libbpf);
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-v")) {
			verbose = 1;
			continue;
		}
		one = object__load_each(argv[i]);
		if (one > status)
			status = one;
	}
	fflush(stdout);
	return status;
}
