// SPDX-License-Identifier: MIT
/*
 * The handler runs on its own stack (a stack overflow in sparse's recursive
 * descent is the likeliest crash) and uses only async-signal-safe calls.
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "options.h"

#include "driver/crash-guard.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_UNDEFINED__)
void crash_guard__install(void)
{
}
#else
static char alt_stack[64 * 1024];

static void say(const char *text)
{
	ssize_t ignored = write(STDERR_FILENO, text, strlen(text));

	(void)ignored;
}

static void on_fatal_signal(int sig)
{
	say("sparse-null: internal error (");
	say(sig == SIGSEGV ? "SIGSEGV" : sig == SIGBUS ? "SIGBUS" :
	    sig == SIGFPE ? "SIGFPE" : sig == SIGILL ? "SIGILL" : "SIGABRT");
	say(") while checking ");
	say(base_filename ? base_filename : "the command line");
	say("; please report it with that file\n");
	_exit(EXIT_INTERNAL);
}

void crash_guard__install(void)
{
	static const int fatal[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
	struct sigaction sa;
	stack_t stack = { .ss_sp = alt_stack, .ss_size = sizeof(alt_stack) };
	size_t i;

	sigaltstack(&stack, NULL);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal_signal;
	sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(fatal) / sizeof(fatal[0]); i++)
		sigaction(fatal[i], &sa, NULL);
}
#endif
