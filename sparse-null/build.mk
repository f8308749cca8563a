# sparse-null/: the checker, on libsparse.

SN_PROGRAM := $(call BIN,sparse-null/sparse-null)
PROGRAMS += $(SN_PROGRAM)
# the suites find the program here (a name of its own: an exported
# absolute path must not replace the relative target rules name)
export SPARSE_NULL := $(abspath $(SN_PROGRAM))

SN_CFLAGS := $(BASE_CFLAGS) -I$(SPARSE_TREE) -Isparse-null -Ischema
SN_LIBS = $(SCHEMA_LIB) $$(pkg-config --libs jansson)
SN_SRCS := $(wildcard sparse-null/*.c sparse-null/*/*.c)
SN_OBJS := $(SN_SRCS:%.c=$(OBJ)/%.o)

$(OBJ)/sparse-null/%.o: sparse-null/%.c $(LIBSPARSE)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SN_CFLAGS) -MMD -MP -c -o $@ $<

$(SN_PROGRAM): $(SN_OBJS) $(LIBSPARSE) $(SCHEMA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(SN_OBJS) $(LIBSPARSE) $(SN_LIBS) $(LDLIBS)

-include $(SN_OBJS:.o=.d)

# Check unit tests: every sparse-null object but main(), plus the suites.
SN_UNIT_SRCS := $(wildcard test-cases/sparse-null/unit/*.c)
SN_UNIT_OBJS := $(SN_UNIT_SRCS:%.c=$(OBJ)/%.o)
SN_UNIT := $(OBJ)/test-cases/sparse-null/unit/sparse-null-unit
UNIT_TESTS += $(SN_UNIT)

$(OBJ)/test-cases/sparse-null/unit/%.o: test-cases/sparse-null/unit/%.c $(LIBSPARSE)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SN_CFLAGS) -Isparse-null $(CHECK_CFLAGS) \
		-MMD -MP -c -o $@ $<

$(SN_UNIT): $(SN_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) $(filter-out %/driver/main.o,$(SN_OBJS)) \
		$(LIBSPARSE) $(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(SN_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) \
		$(filter-out %/driver/main.o,$(SN_OBJS)) $(LIBSPARSE) $(SN_LIBS) \
		$$(pkg-config --libs check) $(LDLIBS)

-include $(SN_UNIT_OBJS:.o=.d)

# End-to-end cases (sparse's own suite with sparse-null as sparse is run
# by test-cases/run-all).
SUITES += test-cases/sparse-null/run
