/*
 * test: an ELF without BPF programs is bad input
 * args: --table $tables/pi.json $obj
 * exit: 2
 * stderr:
 * $obj: no BPF programs in the object
 * end
 */
#include "common.h"
