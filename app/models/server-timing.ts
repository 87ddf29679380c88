/**
 * The `Server-Timing` of a document (decision 052): `total` (request in to headers out), `upstream`
 * (the wall time during which at least one upstream call was in flight — the critical path of the
 * page's upstream calls, not their sum: calls made in parallel count once) and `render` (React's
 * render of the shell). Durations in milliseconds, one decimal.
 */
export interface ServerTiming {
  /** When the request reached the server (performance.now()). */
  readonly startedAt: number
  /** Marks an upstream call as started; the returned function marks it done. */
  upstreamStarted: (at?: number) => (at?: number) => void
  /** Calls seen so far. */
  readonly upstreamCalls: number
  /** Time with at least one upstream call in flight, up to `until`. */
  upstreamMs: (until?: number) => number
}

export function createServerTiming(startedAt: number = performance.now()): ServerTiming {
  const intervals: [number, number | undefined][] = []
  return {
    startedAt,
    get upstreamCalls() {
      return intervals.length
    },
    upstreamStarted(at = performance.now()) {
      const interval: [number, number | undefined] = [at, undefined]
      intervals.push(interval)
      return (end = performance.now()) => {
        interval[1] ??= end
      }
    },
    upstreamMs(until = performance.now()) {
      return unionLength(intervals.map(([from, to]) => [from, Math.min(to ?? until, until)]))
    },
  }
}

/** The length covered by a set of intervals, overlaps counted once. */
export function unionLength(intervals: [number, number][]): number {
  const sorted = intervals.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0])
  let total = 0
  let end = Number.NEGATIVE_INFINITY
  for (const [from, to] of sorted) {
    if (to <= end) continue
    total += to - Math.max(from, end)
    end = to
  }
  return total
}

const ms = (value: number) => Math.max(0, Math.round(value * 10) / 10)

/** The header's value: `total;dur=…, upstream;dur=…;desc="N calls", render;dur=…`. */
export function serverTimingHeader({
  totalMs,
  upstreamMs,
  upstreamCalls,
  renderMs,
}: {
  totalMs: number
  upstreamMs: number
  upstreamCalls: number
  renderMs: number
}): string {
  return [
    `total;dur=${ms(totalMs)}`,
    `upstream;dur=${ms(upstreamMs)};desc="${upstreamCalls} calls, critical path"`,
    `render;dur=${ms(renderMs)}`,
  ].join(', ')
}
