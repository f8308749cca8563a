/* SPDX-License-Identifier: MIT */
/*
 * -fnull-ir-stats: how much code sparse's IR drops (behind jump labels)
 * that sparse-null's own IR keeps, counted per run and printed at its end:
 *
 *   sparse-null: ir-stats: F functions, G with more blocks in sparse-null's
 *   IR; B blocks in sparse's IR, C in sparse-null's
 */
#ifndef SPARSE_NULL_IR_STATS_H
#define SPARSE_NULL_IR_STATS_H

struct entrypoint;

/* Count one function: @sparse is the IR sparse's checks read, @ours ours. */
void ir_stats__count(struct entrypoint *sparse, struct entrypoint *ours);

/* Print the counts on stderr. */
void ir_stats__print(void);

#endif
