# scripts/: `make install` and `make uninstall`.  Included last, so PROGRAMS
# is complete here.  PREFIX (default /usr/local) and DESTDIR as usual.

PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_BINDIR := $(DESTDIR)$(PREFIX)/bin
INSTALL_LIBEXECDIR := $(DESTDIR)$(PREFIX)/libexec/sparse-null
INSTALL_MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
# User-facing scripts go beside the programs; helpers they run, under libexec.
INSTALL_SCRIPTS := scripts/sparse-null-kernel btf-export/pahole-btf-export
INSTALL_HELPERS := scripts/tree-check scripts/kbuild-vars scripts/sparse-null-diff-base
# build/ holds trees such as build/linux-6.1: no page of ours.
MAN_PAGES := $(filter-out $(BUILD)/%,$(wildcard */*.1))

# jq for the scripts' summaries and the report suite.
DEB_PACKAGES += jq

# Microsoft's SARIF multitool, which the report suite validates with: npm's
# package, into build/ (Debian's nodejs and npm first when npm is missing).
# `make deps` installs it with the Debian packages; the suite installs it
# when it is missing and fails when it cannot.
.PHONY: sarif-multitool
sarif-multitool:
	@scripts/install-sarif-multitool $(BUILD)/sarif-multitool > /dev/null
deps: sarif-multitool

# INSTALL_BUILT_ONLY=1 installs the programs already built and builds
# none: the suite's way to test installing while another folder does not
# build.
ifeq ($(INSTALL_BUILT_ONLY),)
INSTALL_PROGRAMS := $(PROGRAMS)
else
INSTALL_PROGRAMS = $(wildcard $(PROGRAMS))
endif

.PHONY: install uninstall
install: $(if $(INSTALL_BUILT_ONLY),,$(PROGRAMS))
	install -d $(INSTALL_BINDIR) $(INSTALL_LIBEXECDIR) $(INSTALL_MANDIR)
	install -m 755 $(INSTALL_PROGRAMS) $(INSTALL_SCRIPTS) $(INSTALL_BINDIR)/
	install -m 755 $(INSTALL_HELPERS) $(INSTALL_LIBEXECDIR)/
	install -m 644 $(MAN_PAGES) $(INSTALL_MANDIR)/

uninstall:
	rm -f $(addprefix $(INSTALL_BINDIR)/,$(notdir $(PROGRAMS) $(INSTALL_SCRIPTS)))
	rm -f $(addprefix $(INSTALL_LIBEXECDIR)/,$(notdir $(INSTALL_HELPERS)))
	rm -f $(addprefix $(INSTALL_MANDIR)/,$(notdir $(MAN_PAGES)))
	-rmdir $(INSTALL_LIBEXECDIR) 2>/dev/null

# End to end: sparse-null-kernel, tree-check, kbuild-vars and
# sparse-null-diff --base on fake kernel trees, make install and uninstall.
SUITES += test-cases/scripts/run

# Five booted kernels judge the table's outputs, four Linux 6.12 and Debian
# 12's 6.1 (scripts/vm/, test-cases/vm/run): the first run builds the 6.12
# kernels and unpacks the 6.1 one under build/vm/.
.PHONY: check-vm
check-vm: $(PROGRAMS)
	@test-cases/vm/run
