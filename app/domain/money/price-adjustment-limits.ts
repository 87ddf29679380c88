/** Limits of an associate's price adjustment, shared by the form (client) and its schema (no zod here). */

/** The most a percentage adjustment takes off. */
export const MAX_ADJUSTMENT_PERCENT = 100
/** The longest reason the emulator's reading of the call accepts. */
export const ADJUSTMENT_REASON_MAX = 100
