# report/: programs that read diagnostics logs: sparse-null-diff (what a
# change added) and sparse-null-sarif (SARIF 2.1.0 for review tools).

REPORT_DIFF := $(call BIN,report/sparse-null-diff)
REPORT_SARIF := $(call BIN,report/sparse-null-sarif)
PROGRAMS += $(REPORT_DIFF) $(REPORT_SARIF)

REPORT_CFLAGS := $(BASE_CFLAGS) -Ischema -Ireport $$(pkg-config --cflags jansson)
# The log parser and its helpers, shared by both programs.
REPORT_LIB_SRCS := report/diag-log.c report/func-scan.c report/diag-key.c \
	report/key-map.c report/source-cache.c report/log-diff.c \
	report/diff-summary.c report/rule-id.c report/sarif-write.c
REPORT_LIB_OBJS := $(REPORT_LIB_SRCS:%.c=$(OBJ)/%.o)

$(OBJ)/report/%.o: report/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(REPORT_CFLAGS) -MMD -MP -c -o $@ $<

$(REPORT_DIFF): $(OBJ)/report/diff-main.o $(REPORT_LIB_OBJS) $(SCHEMA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $^ $$(pkg-config --libs jansson) $(LDLIBS)

$(REPORT_SARIF): $(OBJ)/report/sarif-main.o $(REPORT_LIB_OBJS) $(SCHEMA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $^ $$(pkg-config --libs jansson) $(LDLIBS)

-include $(REPORT_LIB_OBJS:.o=.d) $(OBJ)/report/diff-main.d $(OBJ)/report/sarif-main.d

# The suite finds the programs through these.
export SPARSE_NULL_DIFF := $(abspath $(REPORT_DIFF))
export SPARSE_NULL_SARIF := $(abspath $(REPORT_SARIF))
SUITES += test-cases/report/run

# The log parser under libFuzzer: any bytes, no crash, no leak (seeds in
# test-cases/report/fuzz/fuzz-diag-log/).
REPORT_FUZZER := $(BUILD)/fuzz-bin/fuzz-diag-log
FUZZERS += $(REPORT_FUZZER)

$(REPORT_FUZZER): report/fuzz/fuzz-diag-log.c $(REPORT_LIB_SRCS) schema/array.c schema/whole-file.c \
		report/*.h
	@mkdir -p $(@D)
	clang-14 -g -O1 -fsanitize=fuzzer,address,undefined -std=gnu11 -Ireport -Ischema \
		$$(pkg-config --cflags jansson) -o $@ report/fuzz/fuzz-diag-log.c $(REPORT_LIB_SRCS) \
		schema/array.c schema/whole-file.c $$(pkg-config --libs jansson)

# Check unit tests of the parser, the key, the function scan and the rule ids.
REPORT_UNIT_SRCS := $(wildcard test-cases/report/unit/*.c)
REPORT_UNIT_OBJS := $(REPORT_UNIT_SRCS:%.c=$(OBJ)/%.o)
REPORT_UNIT := $(OBJ)/test-cases/report/unit/report-unit
UNIT_TESTS += $(REPORT_UNIT)

$(OBJ)/test-cases/report/unit/%.o: test-cases/report/unit/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(REPORT_CFLAGS) $(CHECK_CFLAGS) -MMD -MP -c -o $@ $<

$(REPORT_UNIT): $(REPORT_UNIT_OBJS) $(CHECK_MAIN) $(SCRATCH_DIR) $(REPORT_LIB_OBJS) $(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $^ $$(pkg-config --libs jansson check) $(LDLIBS)

-include $(REPORT_UNIT_OBJS:.o=.d)

# The diff of two 100,000-diagnostic logs, timed against GNU diff.
.PHONY: bench-report
bench-report: $(REPORT_DIFF) $(SN_PROGRAM)
	@scripts/bench-report $(REPORT_DIFF)
