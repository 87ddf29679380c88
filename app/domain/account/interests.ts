/**
 * VAL-042 (CONST-042): an interests value is a pipe-separated list; empty items are dropped both ways.
 */

export const INTERESTS_SEPARATOR = '|'

/** 'run||hike|' → ['run', 'hike']. */
export function parseInterests(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(INTERESTS_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** ['run', '', 'hike'] → 'run|hike'. */
export function serializeInterests(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .join(INTERESTS_SEPARATOR)
}
