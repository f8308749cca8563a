// SPDX-License-Identifier: MIT
/* The schema library's unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"
#include "suites.h"

Suite *(*const unit_suites[])(void) = {
	null_table_suite,
	facts_reader_suite,
	shared_suite,
	atomic_file_suite,
	btf_nullable_suite,
	whole_file_suite,
	raw_tp_list_suite,
	NULL
};
