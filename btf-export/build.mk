# btf-export/: the table as BTF (libbpf); also the unit tests of the
# schema library's table reader (test-cases/schema/).

# Check unit tests of schema/null-table.c.
SCHEMA_UNIT_SRCS := $(wildcard test-cases/schema/*.c)
SCHEMA_UNIT_OBJS := $(SCHEMA_UNIT_SRCS:%.c=$(OBJ)/%.o)
SCHEMA_UNIT := $(OBJ)/test-cases/schema/schema-unit
UNIT_TESTS += $(SCHEMA_UNIT)

$(OBJ)/test-cases/schema/%.o: test-cases/schema/%.c | $(BUILD)/.deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(BASE_CFLAGS) -Ischema $$(pkg-config --cflags check) \
		-MMD -MP -c -o $@ $<

$(SCHEMA_UNIT): $(SCHEMA_UNIT_OBJS) $(SCHEMA_LIB)
	$(CC) $(CFLAGS) $(BASE_LDFLAGS) -o $@ $(SCHEMA_UNIT_OBJS) $(SCHEMA_LIB) \
		$$(pkg-config --libs jansson check) $(LDLIBS)

-include $(SCHEMA_UNIT_OBJS:.o=.d)
