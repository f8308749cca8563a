/*
 * Shared by the VM's BPF test programs.  No global variables: without
 * CONFIG_NET, libbpf 1.1 cannot create the maps that hold them (its probe
 * loads a socket filter), so a value read is kept alive by a volatile
 * stack slot instead.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>

char LICENSE[] SEC("license") = "GPL";

/* Keep a loaded value, so that clang does not drop the load. */
#define keep(value) do { volatile long kept = (long)(value); (void)kept; } while (0)
