/* SPDX-License-Identifier: MIT */
/* sparse-null's version: --version prints it, facts headers name it. */
#ifndef SPARSE_NULL_VERSION_H
#define SPARSE_NULL_VERSION_H

#define SPARSE_NULL_VERSION "0.1.0"

#endif
