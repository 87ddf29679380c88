import { isApiError } from '../../domain/errors/api-error.ts'

/**
 * The `Server-Timing` of a document (decision 052): `total` (request in to headers out), `upstream`
 * (the wall time during which at least one upstream call was in flight — the critical path of the
 * page's upstream calls, not their sum: calls made in parallel count once), `render` (React's
 * render of the shell) and, on a first visit's page, `cache` (hit or miss, decision 065). Durations
 * in milliseconds, one decimal.
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
  /** Marks an upstream call as failed (see `countingFailures`): the page may be missing a part. */
  upstreamFailed: () => void
  /** Failed calls so far. */
  readonly upstreamFailures: number
  /** Set when the render itself reported an error, or was cut short. */
  renderFailed: boolean
}

export function createServerTiming(startedAt: number = performance.now()): ServerTiming {
  const intervals: [number, number | undefined][] = []
  let failures = 0
  return {
    startedAt,
    renderFailed: false,
    get upstreamFailures() {
      return failures
    },
    upstreamFailed() {
      failures += 1
    },
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

/**
 * `call`, with each failure on the upstream's side counted on `timing` (decision 065): an `ApiError`
 * of status 500 or more — unreachable, late, a 5xx, an answer that cannot be read, a circuit open.
 */
export function countingFailures<Call extends (...args: never[]) => Promise<unknown>>(
  timing: ServerTiming | undefined,
  call: Call,
): Call {
  if (!timing) return call
  return (async (...args: Parameters<Call>) => {
    try {
      return await call(...args)
    } catch (error) {
      if (isApiError(error) && error.status >= 500) timing.upstreamFailed()
      throw error
    }
  }) as Call
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
  cache,
}: {
  totalMs: number
  upstreamMs: number
  upstreamCalls: number
  renderMs: number
  /** A first visit's page: served from the page cache, or rendered (decision 065). */
  cache?: 'hit' | 'miss'
}): string {
  return [
    `total;dur=${ms(totalMs)}`,
    `upstream;dur=${ms(upstreamMs)};desc="${upstreamCalls} calls, critical path"`,
    `render;dur=${ms(renderMs)}`,
    ...(cache ? [`cache;desc="${cache}"`] : []),
  ].join(', ')
}
