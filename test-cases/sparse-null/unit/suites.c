// SPDX-License-Identifier: MIT
/* sparse-null's unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"
#include "suites.h"

Suite *(*const unit_suites[])(void) = {
	cmdline_suite,
	context_suite,
	casts_suite,
	null_flow_suite,
	facts_suite,
	crash_guard_suite,
	object_slots_suite,
	NULL
};
