/* SPDX-License-Identifier: MIT */
#ifndef TABLE_TABLE_H
#define TABLE_TABLE_H

#define TABLE_VERSION	"0.1.0"

#endif
