# btf-export/: the table as BTF (libbpf).

# The program.
BX_PROGRAM := $(call BIN,btf-export/btf-export)
PROGRAMS += $(BX_PROGRAM)
# the suite finds the program here
export BTF_EXPORT := $(abspath $(BX_PROGRAM))

BX_CFLAGS := $(BASE_CFLAGS) -Ischema $$(pkg-config --cflags libbpf jansson)
BX_LIBS = $(SCHEMA_LIB) $$(pkg-config --libs libbpf jansson)
BX_SRCS := $(wildcard btf-export/*.c)
BX_OBJS := $(BX_SRCS:%.c=$(OBJ)/%.o)
BX_LIB_OBJS := $(filter-out %/main.o,$(BX_OBJS))

$(OBJ)/btf-export/%.o: btf-export/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BX_CFLAGS) -MMD -MP -c -o $@ $<

$(BX_PROGRAM): $(BX_OBJS) $(SCHEMA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(BX_OBJS) $(BX_LIBS) $(LDLIBS)

-include $(BX_OBJS:.o=.d)

# Check unit tests: small BTFs built with libbpf, every object but main().
BX_UNIT_SRCS := $(wildcard test-cases/btf-export/unit/*.c)
BX_UNIT_OBJS := $(BX_UNIT_SRCS:%.c=$(OBJ)/%.o)
BX_UNIT := $(OBJ)/test-cases/btf-export/unit/btf-export-unit
UNIT_TESTS += $(BX_UNIT)

$(OBJ)/test-cases/btf-export/unit/%.o: test-cases/btf-export/unit/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BX_CFLAGS) -Ibtf-export $(CHECK_CFLAGS) \
		-MMD -MP -c -o $@ $<

$(BX_UNIT): $(BX_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) $(BX_LIB_OBJS) $(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(BX_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) \
		$(BX_LIB_OBJS) $(BX_LIBS) $$(pkg-config --libs check) $(LDLIBS)

-include $(BX_UNIT_OBJS:.o=.d)

# End-to-end: the fixture, bpftool read-back, bad input.
SUITES += test-cases/btf-export/run

# The writers under libFuzzer (clang), with every source they need built
# for them (seeds in test-cases/btf-export/fuzz/fuzz-btf-export/).
BX_FUZZ_CC := clang-14
BX_FUZZ_FLAGS := -g -O1 -fsanitize=fuzzer,address,undefined -Ischema -Ibtf-export \
	$$(pkg-config --cflags libbpf jansson)
BX_FUZZ_LIBS := $$(pkg-config --libs libbpf jansson)
BX_FUZZ_DIR := $(BUILD)/fuzz-bin
FUZZERS += $(BX_FUZZ_DIR)/fuzz-btf-export

$(BX_FUZZ_DIR)/fuzz-btf-export: btf-export/fuzz/fuzz-btf-export.c $(NULL_TABLE_SRCS) \
		schema/btf-nullable.c \
		$(filter-out btf-export/main.c,$(BX_SRCS)) | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(BX_FUZZ_CC) $(BX_FUZZ_FLAGS) -o $@ $^ $(BX_FUZZ_LIBS)

# Speed and memory against bpftool on the fixture (scripts/bench-btf-export).
.PHONY: bench-btf-export
bench-btf-export: $(BX_PROGRAM)
	@BTF_EXPORT=$(abspath $(BX_PROGRAM)) scripts/bench-btf-export
