/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_CALL_FACTS_H
#define SPARSE_NULL_CALL_FACTS_H

#include <stdbool.h>

struct instruction;
struct null_flow;
struct symbol;

/* Forget the previous translation unit's functions. */
void call_facts__begin(void);

/* Flow hook at a direct call: what each pointer argument may be there ("call" record). */
void call_facts__call(struct null_flow *nf, struct instruction *call, int value);

/* Flow hook at a return: can the function return NULL or an ERR_PTR? */
void call_facts__return(struct null_flow *nf, struct instruction *ret, int value);

/* Does @fn, defined in this file, return NULL on some path? */
bool call_facts__returns_null(struct symbol *fn);

/* @fn, not inline, is defined here: a "function" record if it has pointer parameters. */
void call_facts__define(struct symbol *fn);

/* Append the "function" and "return" records of the functions defined here. */
void call_facts__emit(void);

#endif
