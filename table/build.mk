# table/: sparse-null-table, the whole-tree merge of the facts.

TABLE_PROGRAM := $(call BIN,table/sparse-null-table)
PROGRAMS += $(TABLE_PROGRAM)
# the suites find the program here
export SPARSE_NULL_TABLE := $(abspath $(TABLE_PROGRAM))

TABLE_CFLAGS := $(BASE_CFLAGS) -pthread -Ischema -Itable $$(pkg-config --cflags jansson)
TABLE_LIBS = $(SCHEMA_LIB) $$(pkg-config --libs jansson) -pthread
TABLE_SRCS := $(wildcard table/*.c)
TABLE_OBJS := $(TABLE_SRCS:%.c=$(OBJ)/%.o)

$(OBJ)/table/%.o: table/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(TABLE_CFLAGS) -MMD -MP -c -o $@ $<

$(TABLE_PROGRAM): $(TABLE_OBJS) $(SCHEMA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(TABLE_OBJS) $(TABLE_LIBS) $(LDLIBS)

-include $(TABLE_OBJS:.o=.d)

SUITES += test-cases/table/run

# Check unit tests of the merge, on hand-made facts.
TABLE_UNIT_SRCS := $(wildcard test-cases/table/unit/*.c)
TABLE_UNIT_OBJS := $(TABLE_UNIT_SRCS:%.c=$(OBJ)/%.o)
TABLE_UNIT := $(OBJ)/test-cases/table/unit/table-unit
UNIT_TESTS += $(TABLE_UNIT)

$(OBJ)/test-cases/table/unit/%.o: test-cases/table/unit/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(TABLE_CFLAGS) $(CHECK_CFLAGS) -MMD -MP -c -o $@ $<

$(TABLE_UNIT): $(TABLE_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) \
		$(filter-out %/main.o,$(TABLE_OBJS)) $(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $^ $$(pkg-config --libs check jansson) -pthread

-include $(TABLE_UNIT_OBJS:.o=.d)

# Speed and memory on 20,000 facts files made from a real tree's
# (make check-kernel writes them; BENCH_FACTS=DIR names others).
BENCH_FACTS ?= $(BUILD)/check-kernel/tree/facts
.PHONY: bench-table
bench-table: $(TABLE_PROGRAM)
	@scripts/bench-table $(BENCH_FACTS)
