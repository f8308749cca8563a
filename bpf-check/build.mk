# bpf-check/: bpf-null-check, the checker of BPF objects (libbpf, libelf).

BPFC_PROGRAM := $(call BIN,bpf-check/bpf-null-check)
PROGRAMS += $(BPFC_PROGRAM)
# the suite finds the program and the test objects here
export BPF_NULL_CHECK := $(abspath $(BPFC_PROGRAM))

BPFC_GEN := $(OBJ)/bpf-check/gen
BPFC_CFLAGS := $(BASE_CFLAGS) -Ischema -Ibpf-check -I$(BPFC_GEN) \
	$$(pkg-config --cflags libbpf libelf jansson)
BPFC_LIBS = $(SCHEMA_LIB) $$(pkg-config --libs libbpf libelf jansson)
BPFC_SRCS := $(wildcard bpf-check/*.c)
BPFC_OBJS := $(BPFC_SRCS:%.c=$(OBJ)/%.o)
BPFC_LIB_OBJS := $(filter-out %/main.o,$(BPFC_OBJS))
BPFC_HELPER_DEFS := /usr/include/bpf/bpf_helper_defs.h
# scripts/bench-bpf-check computes its rates with bc
DEB_PACKAGES += bc

# Helper names and argument counts, from the libbpf we build against.
$(BPFC_GEN)/helper-table.h: bpf-check/gen-helper-table | $(BUILD)/.deps
	@mkdir -p $(@D)
	bpf-check/gen-helper-table $(BPFC_HELPER_DEFS) > $@.tmp && mv $@.tmp $@

$(OBJ)/bpf-check/helpers.o: $(BPFC_GEN)/helper-table.h

$(OBJ)/bpf-check/%.o: bpf-check/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BPFC_CFLAGS) -MMD -MP -c -o $@ $<

$(BPFC_PROGRAM): $(BPFC_OBJS) $(SCHEMA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(BPFC_OBJS) $(BPFC_LIBS) $(LDLIBS)

-include $(BPFC_OBJS:.o=.d)

# Check unit tests of the analysis pieces, on instructions built in C.
BPFC_UNIT_SRCS := $(wildcard test-cases/bpf-check/unit/*.c)
BPFC_UNIT_OBJS := $(BPFC_UNIT_SRCS:%.c=$(OBJ)/%.o)
BPFC_UNIT := $(OBJ)/test-cases/bpf-check/unit/bpf-check-unit
UNIT_TESTS += $(BPFC_UNIT)

$(OBJ)/test-cases/bpf-check/unit/%.o: test-cases/bpf-check/unit/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BPFC_CFLAGS) $(CHECK_CFLAGS) -MMD -MP -c -o $@ $<

$(BPFC_UNIT): $(BPFC_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) $(BPFC_LIB_OBJS) $(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(BPFC_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) \
		$(BPFC_LIB_OBJS) $(BPFC_LIBS) $$(pkg-config --libs check) $(LDLIBS)

-include $(BPFC_UNIT_OBJS:.o=.d)

# BPF test programs, compiled against a vmlinux.h of the project's kernel
# BTF fixture ($(KERNEL_BTF), made by the top Makefile), and a split BTF
# helper for the --btf and --kernel-btf cases.
BPFC_TEST_DIR := $(OBJ)/test-cases/bpf-check
BPFC_BPF_SRCS := $(wildcard test-cases/bpf-check/*.bpf.c)
BPFC_BPF_OBJS := $(BPFC_BPF_SRCS:test-cases/bpf-check/%.c=$(BPFC_TEST_DIR)/%.o)
BPFC_MAKE_BTF := $(BPFC_TEST_DIR)/make-split-btf
export BPF_NULL_CHECK_OBJS := $(abspath $(BPFC_TEST_DIR))

$(BPFC_TEST_DIR)/vmlinux.h: $(KERNEL_BTF) | $(BUILD)/.deps
	@mkdir -p $(@D)
	bpftool btf dump file $< format c > $@.tmp && mv $@.tmp $@

$(BPFC_TEST_DIR)/%.bpf.o: test-cases/bpf-check/%.bpf.c $(BPFC_TEST_DIR)/vmlinux.h \
		$(wildcard test-cases/bpf-check/*.h)
	clang-14 -target bpf -g -O2 -D__TARGET_ARCH_x86 -I$(BPFC_TEST_DIR) \
		-Itest-cases/bpf-check -c -o $@ $<

$(BPFC_MAKE_BTF): test-cases/bpf-check/make-split-btf.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_CFLAGS) $(BASE_LDFLAGS) $$(pkg-config --cflags libbpf) \
		-o $@ $< $$(pkg-config --libs libbpf) $(LDLIBS)

SUITES += test-cases/bpf-check/run
check: $(BPFC_BPF_OBJS) $(BPFC_MAKE_BTF) $(KERNEL_BTF_NO_NAMES)
# scripts/kernel-bpf-check and kernel-release-check run over the same objects
check-kernel check-releases: $(BPFC_BPF_OBJS)

# The object reader and the analysis under libFuzzer (seeds in
# test-cases/bpf-check/fuzz/fuzz-bpf-object/).
BPFC_FUZZER := $(BUILD)/fuzz-bin/fuzz-bpf-object
FUZZERS += $(BPFC_FUZZER)
BPFC_FUZZ_SRCS := bpf-check/fuzz/fuzz-bpf-object.c bpf-check/object.c bpf-check/struct-ops-map.c \
	bpf-check/analysis.c \
	bpf-check/flow-state.c bpf-check/arg-class.c bpf-check/helpers.c schema/btf-nullable.c \
	schema/array.c

$(BPFC_FUZZER): $(BPFC_FUZZ_SRCS) $(BPFC_GEN)/helper-table.h bpf-check/*.h schema/btf-nullable.h \
		schema/array.h
	@mkdir -p $(@D)
	clang-14 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-std=gnu11 -Ibpf-check -Ischema \
		-I$(BPFC_GEN) $$(pkg-config --cflags libbpf libelf) -o $@ $(BPFC_FUZZ_SRCS) \
		$$(pkg-config --libs libbpf libelf)

# scripts/bench-bpf-check generates its objects with these.
bench-bpf-check: $(BPFC_PROGRAM) $(KERNEL_BTF)
	@scripts/bench-bpf-check
.PHONY: bench-bpf-check
