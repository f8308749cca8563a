/* SPDX-License-Identifier: MIT */
/*
 * The nullability annotations sparse-null understands, and where their
 * facts land in sparse's symbols.
 *
 *   T * __nullable p                    the object p may hold NULL
 *   T __nullable *p                     the same, written like __user
 *   __attribute__((nullable))           what __nullable expands to
 *   T *name__nullable                   the kernel's BPF naming convention
 *   __attribute__((nonnull(1, 2)))      gcc: these parameters are not NULL
 *   __attribute__((returns_nonnull))    gcc: the result is not NULL
 *   __force_nonnull(expr)               "not NULL here", at one site
 */
#ifndef SPARSE_NULL_NULLABLE_ATTR_H
#define SPARSE_NULL_NULLABLE_ATTR_H

#include <stdbool.h>

struct ident;
struct symbol;

/*
 * Bind the attribute keywords and return the argument vector to pass to
 * sparse_initialize() instead of @argv: it carries the predefined macros
 * (__nullable, __force_nonnull) and updates *@argc.  Call before
 * sparse_initialize(): the command line's -include files are parsed there.
 */
char **nullable_attr__init(int *argc, char **argv);

/* Declare the builtin behind __force_nonnull(); call after sparse_initialize(). */
void nullable_attr__declare(void);

/* Has a nullable annotation been parsed in this run?  (A fast path.) */
bool nullable_attr__seen(void);

/* Has a nonnull or returns_nonnull attribute been parsed in this run? */
bool nullable_attr__seen_nonnull(void);

/* Is the declared object @sym (parameter, member, global, local) nullable? */
bool nullable_attr__object(struct symbol *sym);

/* Does @sym's own declaration carry __nullable (whatever its type)? */
bool nullable_attr__marked(struct symbol *sym);

/* Does declaration @decl itself carry returns_nonnull? */
bool nullable_attr__marked_returns_nonnull(struct symbol *decl);

/*
 * Does calling @fn (a function's symbol) return a nullable pointer?  Any
 * declaration of @fn counts, as for the two below.
 */
bool nullable_attr__returns_nullable(struct symbol *fn);

/* Is @fn declared returns_nonnull? */
bool nullable_attr__returns_nonnull(struct symbol *fn);

/*
 * Is parameter @index (from 0) of @fn declared nonnull?  Any declaration
 * of @fn counts.
 */
bool nullable_attr__nonnull_param(struct symbol *fn, int index);

/* Does any declaration of @fn declare one of its parameters nonnull? */
bool nullable_attr__has_nonnull_param(struct symbol *fn);

/*
 * Parameter @index (from 0) of @fn as the first declaration of @fn that
 * declares it __nullable has it, or NULL.
 */
struct symbol *nullable_attr__nullable_param(struct symbol *fn, int index);

/* Is @sym a pointer type, or a symbol declared with one: what __nullable applies to? */
bool nullable_attr__is_pointer(struct symbol *sym);

/* Is @fn the marker behind __force_nonnull()? */
bool nullable_attr__is_force_nonnull(struct symbol *fn);

#endif
