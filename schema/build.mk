# schema/: every file format's names and readers, and what every program
# shares (schema/README.md); a static library every program links.

SCHEMA_LIB := $(OBJ)/schema/libschema.a
SCHEMA_SRCS := $(wildcard schema/*.c)
SCHEMA_OBJS := $(SCHEMA_SRCS:%.c=$(OBJ)/%.o)
SCHEMA_CFLAGS := $(BASE_CFLAGS) $$(pkg-config --cflags jansson)

$(OBJ)/schema/%.o: schema/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SCHEMA_CFLAGS) -MMD -MP -c -o $@ $<

$(SCHEMA_LIB): $(SCHEMA_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

# Each reader's sources, for the fuzz targets that build a reader alone.
FACTS_READER_SRCS := $(wildcard schema/facts-*.c) schema/whole-file.c
NULL_TABLE_SRCS := $(wildcard schema/null-table*.c)

-include $(SCHEMA_OBJS:.o=.d)

# The readers under libFuzzer (clang), each built from its own sources
# (schema/fuzz/, seeds in test-cases/schema/fuzz/<target>/).
SCHEMA_FUZZ_DIR := $(BUILD)/fuzz-bin
FUZZERS += $(SCHEMA_FUZZ_DIR)/fuzz-facts-reader $(SCHEMA_FUZZ_DIR)/fuzz-null-table

$(SCHEMA_FUZZ_DIR)/fuzz-facts-reader: schema/fuzz/fuzz-facts-reader.c $(FACTS_READER_SRCS) \
		schema/facts-schema.h schema/facts-reader-priv.h | $(BUILD)/.deps
	@mkdir -p $(@D)
	clang-14 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -pthread \
		-Ischema $$(pkg-config --cflags jansson) -o $@ $(filter %.c,$^) \
		$$(pkg-config --libs jansson)

$(SCHEMA_FUZZ_DIR)/fuzz-null-table: schema/fuzz/fuzz-null-table.c $(NULL_TABLE_SRCS) | $(BUILD)/.deps
	@mkdir -p $(@D)
	clang-14 -g -O1 -fsanitize=fuzzer,address,undefined -Ischema \
		$$(pkg-config --cflags jansson) -o $@ $^ $$(pkg-config --libs jansson)

# Check unit tests of the schema library (test-cases/schema/unit/).
SCHEMA_UNIT_SRCS := $(wildcard test-cases/schema/unit/*.c)
SCHEMA_UNIT_OBJS := $(SCHEMA_UNIT_SRCS:%.c=$(OBJ)/%.o)
SCHEMA_UNIT := $(OBJ)/test-cases/schema/unit/schema-unit
UNIT_TESTS += $(SCHEMA_UNIT)

$(OBJ)/test-cases/schema/unit/%.o: test-cases/schema/unit/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_CFLAGS) -Ischema $(CHECK_CFLAGS) \
		-MMD -MP -c -o $@ $<

$(SCHEMA_UNIT): $(SCHEMA_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) $(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(SCHEMA_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) \
		$(SCHEMA_LIB) $$(pkg-config --libs jansson check) $(LDLIBS)

-include $(SCHEMA_UNIT_OBJS:.o=.d)
