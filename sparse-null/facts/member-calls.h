/* SPDX-License-Identifier: MIT */
/*
 * Calls through a struct's function-pointer member (`ops->mkdir(...)`) and
 * the functions stored into such members, by static initializers (`.mkdir
 * = nfs_mkdir`) or by assignments (`ops->mkdir = nfs_mkdir`): with both,
 * the whole-tree step gives a function in an ops table the callers that
 * reach it through the table.  A member
 * is named by the innermost named struct declaring it and the file of
 * that declaration, so two private structs of one tag in two drivers stay
 * apart.
 */
#ifndef SPARSE_NULL_MEMBER_CALLS_H
#define SPARSE_NULL_MEMBER_CALLS_H

#include <stdbool.h>

struct instruction;
struct null_flow;

/*
 * Is @call a call through a function-pointer member?  Then write its
 * "member" and "struct_file" fields and return true.
 */
bool member_calls__write_callee(struct null_flow *nf, struct instruction *call);

#endif
