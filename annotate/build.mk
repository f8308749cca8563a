# annotate/: sparse-null-annotate, the table as patch series for the
# kernel's trace headers and the functions callers pass NULL.

ANNOTATE_PROGRAM := $(call BIN,annotate/sparse-null-annotate)
PROGRAMS += $(ANNOTATE_PROGRAM)
# the suite finds the program here
export SPARSE_NULL_ANNOTATE := $(abspath $(ANNOTATE_PROGRAM))

ANNOTATE_CFLAGS := $(BASE_CFLAGS) -Ischema -Iannotate
ANNOTATE_LIBS = $(SCHEMA_LIB) $$(pkg-config --libs jansson)
ANNOTATE_SRCS := $(wildcard annotate/*.c)
ANNOTATE_OBJS := $(ANNOTATE_SRCS:%.c=$(OBJ)/%.o)
ANNOTATE_LIB_OBJS := $(filter-out %/main.o,$(ANNOTATE_OBJS))

$(OBJ)/annotate/%.o: annotate/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(ANNOTATE_CFLAGS) -MMD -MP -c -o $@ $<

$(ANNOTATE_PROGRAM): $(ANNOTATE_OBJS) $(SCHEMA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(ANNOTATE_OBJS) $(ANNOTATE_LIBS) $(LDLIBS)

-include $(ANNOTATE_OBJS:.o=.d)

# Check unit tests of the style rules and the diff, every object but main().
ANNOTATE_UNIT_SRCS := $(wildcard test-cases/annotate/unit/*.c)
ANNOTATE_UNIT_OBJS := $(ANNOTATE_UNIT_SRCS:%.c=$(OBJ)/%.o)
ANNOTATE_UNIT := $(OBJ)/test-cases/annotate/unit/annotate-unit
UNIT_TESTS += $(ANNOTATE_UNIT)

$(OBJ)/test-cases/annotate/unit/%.o: test-cases/annotate/unit/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(ANNOTATE_CFLAGS) $(CHECK_CFLAGS) -MMD -MP -c -o $@ $<

$(ANNOTATE_UNIT): $(ANNOTATE_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) $(ANNOTATE_LIB_OBJS) \
		$(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(ANNOTATE_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) \
		$(ANNOTATE_LIB_OBJS) $(ANNOTATE_LIBS) $$(pkg-config --libs check) $(LDLIBS)

-include $(ANNOTATE_UNIT_OBJS:.o=.d)

# End to end: a tiny kernel tree and hand-made tables, the series applied
# with git am.
SUITES += test-cases/annotate/run
