# schema/: the facts and table formats, read and written in one place;
# a static library every program links.

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
