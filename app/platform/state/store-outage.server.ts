import { logger } from '#app/platform/log/logger.server.ts'
import { isKnownOutage, WarningThrottle } from '#app/platform/log/warning-throttle.ts'

/**
 * The one place a Redis failure that the caller survives is logged (decision 044): the rate limits,
 * the content cache, "once per key" and the client's own connection errors all fail open, so while
 * Redis is down every request that touches it fails the same way. One line per 30 s for the outage
 * (with the count held back), without a stack when the failure is the known one (refused, closed,
 * timed out); an unknown failure keeps its stack, throttled per call site.
 */

const throttle = new WarningThrottle(30_000)
let failures = 0

/** Logs a shared-store failure this caller survives (fail open), throttled; counts it. */
export function warnStoreFailure(
  where: string,
  error: unknown,
  message = 'shared state unavailable; carrying on without it',
) {
  failures += 1
  const known = isKnownOutage(error)
  const verdict = throttle.take(known ? 'outage' : where)
  if (!verdict.log) return
  const cause = known ? { reason: reasonOf(error) } : { err: error }
  logger.warn({ ...cause, where, suppressed: verdict.suppressed, storeFailures: failures }, message)
}

/** Shared-store failures since the process started: `/readyz` reports it next to the Redis check. */
export function storeFailures(): number {
  return failures
}

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return reasonOf(error.errors[0])
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  return error.message || (typeof code === 'string' ? code : error.name)
}
