# sparse-null: top-level build.  `make` builds sparse-null/sparse-null;
# `make check` runs every test; `make help` lists the rest.

SPARSE_VERSION := 0.6.4
BUILD := build
SPARSE_TREE := $(BUILD)/sparse
LIBSPARSE := $(SPARSE_TREE)/libsparse.a
# SPARSE_SRC=/path/to/sparse uses an existing sparse 0.6.4 tree instead of
# fetching one; it is copied, never built in place.
SPARSE_SRC ?=

DEB_PACKAGES := gcc make pkg-config check libbpf-dev libelf-dev zlib1g-dev \
	libjansson-dev sparse dpkg-dev valgrind

CC ?= cc
CFLAGS ?= -O2 -g
WARNINGS := -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare \
	-Wno-missing-field-initializers
SN_CFLAGS := -std=gnu11 $(WARNINGS) -I$(SPARSE_TREE)
# SANITIZE=address,undefined builds everything of ours (not libsparse)
# with those sanitizers, in a build folder of its own.
SANITIZE ?=
comma := ,
ifneq ($(SANITIZE),)
SN_CFLAGS += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all
SN_LDFLAGS += -fsanitize=$(SANITIZE)
OBJ := $(BUILD)/san-$(subst $(comma),-,$(SANITIZE))
SPARSE_NULL := $(OBJ)/bin/sparse-null
else
OBJ := $(BUILD)
SPARSE_NULL := sparse-null/sparse-null
endif

SN_LIBS = $$(pkg-config --libs jansson)
SN_SRCS := $(wildcard sparse-null/*.c)
SN_OBJS := $(SN_SRCS:%.c=$(OBJ)/%.o)

.PHONY: all deps check check-unit check-cases check-peer check-kernel bench \
	example clean distclean help
.DELETE_ON_ERROR:

all: $(SPARSE_NULL)

help:
	@echo "make               build sparse-null/sparse-null (fetches sparse $(SPARSE_VERSION))"
	@echo "make example       run sparse-null on the bundled example"
	@echo "make check         all tests: unit, test-cases, sparse's own suite"
	@echo "make check-kernel  parity with sparse on a real Linux 6.12 tree"
	@echo "make bench         speed against sparse on real kernel files"
	@echo "make deps          install the Debian packages the build needs"
	@echo "options: SPARSE_SRC=DIR (sparse tree to use), SANITIZE=address,undefined"

deps:
	@scripts/install-packages $(DEB_PACKAGES)

$(BUILD)/.deps: scripts/install-packages Makefile
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

# sparse's own test programs, for its test suite (scripts/peer-suite).
PEER_PROGRAMS := $(addprefix $(SPARSE_TREE)/,test-linearize test-parsing test-show-type)
$(PEER_PROGRAMS): $(LIBSPARSE)
	$(MAKE) -C $(SPARSE_TREE) -s SPARSE_VERSION=$(SPARSE_VERSION) \
		CFLAGS="-O2 -g" $(@F)

$(OBJ)/sparse-null/%.o: sparse-null/%.c $(LIBSPARSE)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SN_CFLAGS) -MMD -MP -c -o $@ $<

$(SPARSE_NULL): $(SN_OBJS) $(LIBSPARSE)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SN_LDFLAGS) -o $@ $(SN_OBJS) $(LIBSPARSE) $(SN_LIBS) $(LDLIBS)

-include $(SN_OBJS:.o=.d)

# Check unit tests: every sparse-null object but main(), plus the suites.
UNIT_SRCS := $(wildcard test-cases/unit/*.c)
UNIT_OBJS := $(UNIT_SRCS:%.c=$(OBJ)/%.o)
UNIT_LIB_OBJS := $(filter-out $(OBJ)/sparse-null/main.o,$(SN_OBJS))
UNIT_TESTS := $(OBJ)/test-cases/unit/unit

$(OBJ)/test-cases/unit/%.o: test-cases/unit/%.c $(LIBSPARSE)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SN_CFLAGS) -Isparse-null $$(pkg-config --cflags check) \
		-MMD -MP -c -o $@ $<

$(UNIT_TESTS): $(UNIT_OBJS) $(UNIT_LIB_OBJS) $(LIBSPARSE)
	$(CC) $(CFLAGS) $(SN_LDFLAGS) -o $@ $(UNIT_OBJS) $(UNIT_LIB_OBJS) \
		$(LIBSPARSE) $(SN_LIBS) $$(pkg-config --libs check) $(LDLIBS)

-include $(UNIT_OBJS:.o=.d)

example: $(SPARSE_NULL)
	$(SPARSE_NULL) -Wno-decl -fnull-facts=$(BUILD)/example-facts test-cases/example/pi-boost.c
	@echo "facts: $(BUILD)/example-facts/"; grep -h '"record":"call"' $(BUILD)/example-facts/*.jsonl

check: $(SPARSE_NULL) $(UNIT_TESTS) $(PEER_PROGRAMS)
	@test-cases/run-all $(SPARSE_NULL) $(UNIT_TESTS) $(SPARSE_TREE)

check-kernel: $(SPARSE_NULL)
	@scripts/check-kernel

bench: $(SPARSE_NULL)
	@scripts/bench

clean:
	rm -rf $(BUILD)/sparse-null $(BUILD)/tests $(SPARSE_NULL)

distclean:
	rm -rf $(BUILD) $(SPARSE_NULL)
