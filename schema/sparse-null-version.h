/* SPDX-License-Identifier: MIT */
/*
 * The project's version: every program's --version prints it, and the
 * facts, the table and the SARIF log name it.
 */
#ifndef SPARSE_NULL_VERSION_H
#define SPARSE_NULL_VERSION_H

#define SPARSE_NULL_VERSION "0.1.0"

#endif
