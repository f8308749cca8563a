/*
 * test: malformed attribute arguments get a warning, not a crash
 * args: -Wno-decl
 * stderr:
 * nullable-attr-malformed.c:13:44: warning: attribute 'nullable' takes no arguments
 * nullable-attr-malformed.c:14:47: warning: attribute 'nonnull': bad parameter number
 * nullable-attr-malformed.c:15:47: warning: attribute 'nonnull': bad parameter number
 * nullable-attr-malformed.c:16:50: warning: attribute 'nonnull': bad parameter number
 * end
 */
#include "../include/kernel.h"

void a(struct task *__attribute__((nullable(3))) p);
void b(struct task *p) __attribute__((nonnull(0)));
void c(struct task *p) __attribute__((nonnull(p)));
void d(struct task *p) __attribute__((nonnull(1, 70)));
