/**
 * At most one warning per key and window (decision 044, issue "Never down"): a dependency that is down
 * fails every request that touches it, and a log line per failure would bury everything else and
 * cost CPU while the shop is busy failing open. The warnings held back are counted and reported with
 * the next one that is let through.
 */

/** What to do with one warning: log it (with the count held back since the last), or hold it back. */
export type ThrottleVerdict = { log: true; suppressed: number } | { log: false }

/** A throttle keyed by what went wrong; `now` is injectable for tests. */
export class WarningThrottle {
  private readonly keys = new Map<string, { at: number; suppressed: number }>()

  constructor(
    private readonly windowMs = 30_000,
    private readonly now: () => number = Date.now,
    /** Keys remembered at most: a flood of distinct keys cannot grow the map without bound. */
    private readonly maxKeys = 100,
  ) {}

  /** Whether a warning with this key is logged now; counts it as held back when not. */
  take(key: string): ThrottleVerdict {
    const now = this.now()
    const last = this.keys.get(key)
    if (last && now - last.at < this.windowMs) {
      last.suppressed += 1
      return { log: false }
    }
    const suppressed = last?.suppressed ?? 0
    this.keys.delete(key)
    if (this.keys.size >= this.maxKeys) this.keys.delete(this.keys.keys().next().value!)
    this.keys.set(key, { at: now, suppressed: 0 })
    return { log: true, suppressed }
  }
}

const KNOWN_OUTAGE =
  /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ETIMEDOUT|not reachable|client is closed|socket closed|timeout/i

/**
 * True for the failures a dependency that is down or restarting gives (connection refused, reset,
 * closed, timed out): known, so a line says what it was; a stack would say nothing more.
 */
export function isKnownOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && KNOWN_OUTAGE.test(code)) return true
  const causes = error instanceof AggregateError ? error.errors : []
  return KNOWN_OUTAGE.test(`${error.name} ${error.message}`) || causes.some(isKnownOutage)
}
