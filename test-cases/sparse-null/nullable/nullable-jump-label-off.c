/*
 * test: -fno-null-jump-labels: only what sparse's IR keeps behind a jump label is checked
 * args: -Wno-decl -fno-null-jump-labels
 * stderr:
 * nullable-jump-label.c:71:16: warning: dereference of nullable expression 'p'
 * nullable-jump-label.c:71:16:    parameter 'p' is declared __nullable at nullable-jump-label.c:67
 * end
 */
#include "nullable-jump-label.c"
