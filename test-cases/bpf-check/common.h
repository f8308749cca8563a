/* Shared by the BPF test programs: the headers every one needs. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>

char LICENSE[] SEC("license") = "GPL";

/* Results land here so that clang keeps the loads. */
long sink;
