# sparse-null: top-level build.  `make` builds every program; `make check`
# runs every test; `make help` lists the rest.  Each folder describes its
# own program in a build.mk fragment included below, in the order the data
# flows: the shared schema library, the checker, the table step, the
# annotation series, the BTF writer, the BPF object checker.

SPARSE_VERSION := 0.6.4
BUILD := build
SPARSE_TREE := $(BUILD)/sparse
LIBSPARSE := $(SPARSE_TREE)/libsparse.a
# SPARSE_SRC=/path/to/sparse uses an existing sparse 0.6.4 tree instead of
# fetching one; it is copied, never built in place.
SPARSE_SRC ?=

DEB_PACKAGES := gcc make pkg-config check libbpf-dev libelf-dev zlib1g-dev \
	libjansson-dev sparse dpkg-dev valgrind clang-14 llvm-14 bpftool

CC ?= cc
CFLAGS ?= -O2 -g
WARNINGS := -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare \
	-Wno-missing-field-initializers
BASE_CFLAGS := -std=gnu11 $(WARNINGS)
# SANITIZE=address,undefined builds everything of ours (not libsparse)
# with those sanitizers, in a build folder of its own, programs in
# $(OBJ)/bin.
SANITIZE ?=
comma := ,
ifneq ($(SANITIZE),)
BASE_CFLAGS += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all
BASE_LDFLAGS += -fsanitize=$(SANITIZE)
OBJ := $(BUILD)/san-$(subst $(comma),-,$(SANITIZE))
BIN = $(OBJ)/bin/$(notdir $(1))
else
OBJ := $(BUILD)
BIN = $(1)
endif

# Filled by the fragments: programs `make` builds, Check unit-test
# binaries and end-to-end suites `make check` runs.
PROGRAMS :=
UNIT_TESTS :=
SUITES :=
# The kernel BTF the btf-export and bpf-check suites read: kernel shapes in
# a small C file, compiled with DWARF and encoded as BTF by pahole, so no
# test needs a kernel BTF from outside the repository.
KERNEL_BTF := $(BUILD)/test-cases/fixtures/mini-vmlinux.btf
export KERNEL_BTF_FIXTURE := $(abspath $(KERNEL_BTF))
# The same kernel from before __nullable names (Linux 6.1): no parameter
# is named so (-DNO_NULLABLE_NAMES).
KERNEL_BTF_NO_NAMES := $(BUILD)/test-cases/fixtures/mini-vmlinux-no-names.btf
export KERNEL_BTF_NO_NAMES_FIXTURE := $(abspath $(KERNEL_BTF_NO_NAMES))
DEB_PACKAGES += dwarves binutils

# The main() of every Check unit-test binary, which lists its suites in
# unit_suites[] (test-cases/check-main.h), and the scratch directory its
# tests may write files into (test-cases/scratch-dir.h).
CHECK_MAIN := $(OBJ)/test-cases/check-main.o
SCRATCH_DIR := $(OBJ)/test-cases/scratch-dir.o
CHECK_CFLAGS := -Itest-cases $$(pkg-config --cflags check)

# libFuzzer targets (clang -fsanitize=fuzzer), each in <folder>/fuzz/;
# `make fuzz` runs each for FUZZ_SECONDS, seeded from
# test-cases/<folder>/fuzz/<target>/ (scripts/run-fuzzers).
FUZZERS :=
FUZZ_SECONDS ?= 60

.PHONY: all deps check check-kernel check-releases check-scripts bench bench-gate bench-tree example fuzz clean distclean help
.DELETE_ON_ERROR:

all: programs

include schema/build.mk
include sparse-null/build.mk
-include table/build.mk
-include annotate/build.mk
-include btf-export/build.mk
-include bpf-check/build.mk
-include report/build.mk
-include scripts/build.mk

.PHONY: programs
programs: $(PROGRAMS)

# The whole pipeline on the bundled example: check it (sparse's warnings
# and sparse-null's), write its facts, merge them into a table.
example: $(SN_PROGRAM) $(TABLE_PROGRAM)
	rm -rf $(BUILD)/example
	$(SN_PROGRAM) -Wno-decl -fnull-facts=$(BUILD)/example/facts test-cases/example/pi-boost.c
	$(TABLE_PROGRAM) -q -o $(BUILD)/example/table $(BUILD)/example/facts
	@echo "table: $(BUILD)/example/table/ (table.json, table.tsv, raw_tp_null_args.c)"
	@cat $(BUILD)/example/table/table.tsv

help:
	@echo "make               build every program (fetches sparse $(SPARSE_VERSION))"
	@echo "make example       the pipeline on the bundled example: diagnostics, facts, table"
	@echo "make check         every test: unit, end-to-end, sparse's own suite"
	@echo "make check-kernel  the real-kernel checks on a whole Linux 6.12 tree"
	@echo "                   (KERNEL=6.1, KERNEL_ARCH=arm64: that whole tree instead)"
	@echo "make check-releases  6.1 and arm64 on kernel/, mm/ and the list's subsystems (CI)"
	@echo "make check-vm      BPF programs loaded into five booted kernels: four 6.12, Debian 12's 6.1"
	@echo "make fuzz          every libFuzzer target for FUZZ_SECONDS (60) each"
	@echo "make check-scripts every script answers --help and is shellcheck-clean; the house rules"
	@echo "make bench         sparse-null's instructions against sparse's on six real kernel files"
	@echo "make bench-gate    the same on core.c and tcp.c, failing over its limits (CI)"
	@echo "make bench-tree    the same over a quarter of a whole kernel tree, per mode"
	@echo "make bench-table, bench-btf-export, bench-bpf-check, bench-report"
	@echo "                   the other programs' speed against their peers"
	@echo "make install       programs, scripts, man pages under PREFIX (DESTDIR)"
	@echo "make deps          install the Debian packages the build needs"
	@echo "options: SPARSE_SRC=DIR (sparse tree to use), SANITIZE=address,undefined"

deps:
	@scripts/install-packages $(DEB_PACKAGES)

$(BUILD)/.deps: scripts/install-packages Makefile $(wildcard */build.mk)
	@mkdir -p $(BUILD)
	@scripts/install-packages $(DEB_PACKAGES)
	@touch $@

$(SPARSE_TREE)/Makefile: | $(BUILD)/.deps
	@mkdir -p $(BUILD)
ifneq ($(SPARSE_SRC),)
	rm -rf $(SPARSE_TREE) && mkdir -p $(SPARSE_TREE)
	cp -a $(SPARSE_SRC)/. $(SPARSE_TREE)/
else
	scripts/fetch-sparse $(SPARSE_TREE)
endif

# git describe would describe this repository, not sparse: pin the version.
$(LIBSPARSE): $(SPARSE_TREE)/Makefile
	$(MAKE) -C $(SPARSE_TREE) -s SPARSE_VERSION=$(SPARSE_VERSION) \
		CFLAGS="-O2 -g" libsparse.a

# sparse itself, built like the library sparse-null links: the peer of
# the instruction benchmark (scripts/bench); and sparse's own test
# programs, for its test suite (scripts/peer-suite).  One sub-make for
# all (a grouped target): sparse's Makefile regenerates version.h for
# each, and two at once under -j race on it.
PEER_SPARSE := $(SPARSE_TREE)/sparse
PEER_PROGRAMS := $(addprefix $(SPARSE_TREE)/,test-linearize test-parsing test-show-type)
$(PEER_SPARSE) $(PEER_PROGRAMS) &: $(LIBSPARSE)
	$(MAKE) -C $(SPARSE_TREE) -s SPARSE_VERSION=$(SPARSE_VERSION) \
		CFLAGS="-O2 -g" $(notdir $(PEER_SPARSE) $(PEER_PROGRAMS))

$(CHECK_MAIN) $(SCRATCH_DIR): $(OBJ)/test-cases/%.o: test-cases/%.c test-cases/%.h | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_CFLAGS) $(CHECK_CFLAGS) -c -o $@ $<

# $(call kernel-btf-fixture,CFLAGS): the fixture's C file as BTF, in $@.
define kernel-btf-fixture
	@mkdir -p $(@D)
	$(CC) -g -O0 -fno-eliminate-unused-debug-types $(1) -c -o $(@:.btf=.o) $<
	pahole -J $(@:.btf=.o)
	objcopy --dump-section .BTF=$@.tmp $(@:.btf=.o) && mv $@.tmp $@
endef

$(KERNEL_BTF): test-cases/fixtures/mini-vmlinux.c | $(BUILD)/.deps
	$(call kernel-btf-fixture,)

$(KERNEL_BTF_NO_NAMES): test-cases/fixtures/mini-vmlinux.c | $(BUILD)/.deps
	$(call kernel-btf-fixture,-DNO_NULLABLE_NAMES)

check: $(PROGRAMS) $(UNIT_TESTS) $(PEER_PROGRAMS) $(KERNEL_BTF)
	@test-cases/run-all --sparse-tree $(SPARSE_TREE) \
		$(addprefix --unit ,$(UNIT_TESTS)) $(addprefix --suite ,$(SUITES))

# Every script answers --help and passes shellcheck (scripts/check-scripts;
# shellcheck comes with the packages every build installs first), then
# the house rules hold on the sources and the built objects
# (scripts/check-house).
DEB_PACKAGES += shellcheck
check-scripts: $(PROGRAMS) | $(BUILD)/.deps
	@scripts/check-scripts
	@scripts/check-house $(OBJ)

fuzz: $(FUZZERS)
	@scripts/run-fuzzers $(FUZZ_SECONDS) $(FUZZERS)

# KERNEL=6.1 or KERNEL_ARCH=arm64: the whole of that tree through
# scripts/kernel-release-check instead (by hand: an hour on 2 cores).
# KERNEL_CONFIG=wide: the whole 6.12 tree of the wide configuration
# (scripts/kernel-tree --config wide) through sparse-null-kernel, and its
# function-parameter verdicts through scripts/kernel-params-check (by
# hand: ten minutes on 2 cores).
KERNEL ?= 6.12
KERNEL_ARCH ?= x86_64
KERNEL_CONFIG ?= check
check-kernel: $(PROGRAMS) $(KERNEL_BTF)
ifeq ($(KERNEL_CONFIG),wide)
	@scripts/kernel-tree --config wide $(BUILD)/linux-6.12-wide > /dev/null
	@scripts/sparse-null-kernel -o $(BUILD)/check-kernel-wide $(BUILD)/linux-6.12-wide
	@scripts/kernel-params-check $(BUILD)/check-kernel-wide/table/table.json \
		$(BUILD)/check-kernel-wide/params
else ifeq ($(KERNEL)-$(KERNEL_ARCH),6.12-x86_64)
	@scripts/check-kernel
else
	@scripts/kernel-release-check --release $(KERNEL) --arch $(KERNEL_ARCH) \
		$(BUILD)/check-kernel-$(KERNEL)-$(KERNEL_ARCH)
endif

# CI's part of the other kernels: 6.1 and 6.12 on arm64, on kernel/, mm/
# and the list's subsystems (scripts/kernel-release-check --part).
check-releases: $(PROGRAMS) $(KERNEL_BTF)
	@scripts/kernel-release-check --release 6.1 --part $(BUILD)/check-releases/6.1-x86_64
	@scripts/kernel-release-check --arch arm64 --part $(BUILD)/check-releases/6.12-arm64

bench: $(SN_PROGRAM) $(PEER_SPARSE)
	@scripts/bench

# The instruction ratios of core.c and tcp.c as an exit status (CI, after
# check-kernel has prepared the tree): the drop-in at its target; with
# facts, a regression ceiling until the floor + 0.03 target is met on
# every file (measured 1.068 and 1.054 against 1.068 and 1.067).
BENCH_GATE_FACTS ?= 1.08
bench-gate: $(SN_PROGRAM) $(PEER_SPARSE)
	@BENCH_TARGET_FACTS=$(BENCH_GATE_FACTS) scripts/bench --gate \
		--files "kernel/sched/core.c net/ipv4/tcp.c"

# The checker over a quarter of a whole kernel tree, in each of its modes.
bench-tree: $(SN_PROGRAM)
	@scripts/bench-tree

# Objects and programs; build/ also keeps the sparse and kernel trees,
# which only distclean removes.
clean:
	rm -rf $(addprefix $(OBJ)/,sparse-null schema table annotate btf-export bpf-check report \
		test-cases bin) $(BUILD)/fuzz-bin $(PROGRAMS)

distclean:
	rm -rf $(BUILD) $(PROGRAMS)
