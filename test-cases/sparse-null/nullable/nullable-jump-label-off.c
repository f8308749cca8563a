/*
 * test: -fno-null-jump-labels: only what sparse's IR keeps behind a jump label is checked
 * args: -Wno-decl -fno-null-jump-labels
 * stderr:
 * nullable-jump-label.c:73:16: warning: dereference of nullable expression 'p'
 * nullable-jump-label.c:73:16:    parameter 'p' is declared __nullable at nullable-jump-label.c:69
 * nullable-jump-label.c:106:36: warning: dereference of nullable expression 'p'
 * nullable-jump-label.c:106:36:    parameter 'p' is declared __nullable at nullable-jump-label.c:102
 * end
 */
#include "nullable-jump-label.c"
