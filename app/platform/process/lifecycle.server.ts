import type { Server } from 'node:http'
import type { Env } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { SITES } from '#app/domain/market/site.ts'
import { WarningThrottle } from '#app/platform/log/warning-throttle.ts'

/**
 * The process's life beyond single requests (decision 043): what `/readyz` checks before a load
 * balancer sends traffic, and what a stopping server closes once its requests in flight are done.
 * Both are lists other modules add to (a shared store adds its connection check and its close).
 */

export interface ReadinessCheck {
  name: string
  /** Resolves when the dependency answers; rejects (or times out) when it does not. */
  check: (signal: AbortSignal) => Promise<void>
  /**
   * False for a dependency the shop fails open without (Redis, decision 044): its failure is reported
   * (`down`, `degraded: true`) but leaves the instance ready, since every instance shares it and a load
   * balancer that dropped them all would turn a degraded shop into no shop. Essential by default.
   */
  essential?: boolean
  /** Figures reported next to the check's state (a failure count), as `<name>Failures` and the like. */
  figures?: () => Record<string, number>
}

export interface ShutdownHook {
  name: string
  close: () => Promise<void> | void
}

/** Checks `/readyz` runs; a module with a dependency of its own pushes one. */
export const readinessChecks: ReadinessCheck[] = []

/** Run, in order, after the server stopped accepting and its requests finished. */
export const shutdownHooks: ShutdownHook[] = []

/** A check that an upstream base URL answers at all. Every HTTP status means reachable. */
export function upstreamReachable(name: string, baseUrl: string): ReadinessCheck {
  return {
    name,
    async check(signal) {
      const response = await fetch(baseUrl, { method: 'HEAD', signal })
      await response.body?.cancel()
    },
  }
}

/** The upstreams every page needs: commerce, and content when it lives elsewhere. */
export function upstreamChecks(env: Env): ReadinessCheck[] {
  const checks = [upstreamReachable('commerce', env.commerceApiUrl)]
  if (new URL(env.contentApiUrl).origin !== new URL(env.commerceApiUrl).origin)
    checks.push(upstreamReachable('content', env.contentApiUrl))
  return checks
}

export interface Readiness {
  ready: boolean
  /** `failed`: an essential dependency, the instance is not ready; `down`: one the shop fails open without. */
  checks: Record<string, 'ok' | 'failed' | 'down'>
  /** Present (true) when a check that is not essential failed: the instance serves, with less. */
  degraded?: true
  /** The checks' figures (e.g. `redisFailures`), when any check has some. */
  figures?: Record<string, number>
}

// A load balancer probes every few seconds: one line per check and 30 s says a dependency is down.
const failedChecks = new WarningThrottle(30_000)

/** Runs every check in parallel, each within `timeoutMs`. */
export async function readiness(
  checks: readonly ReadinessCheck[] = readinessChecks,
  timeoutMs = 2000,
): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async ({ name, check, essential = true }) => {
      try {
        await check(AbortSignal.timeout(timeoutMs))
        return [name, 'ok'] as const
      } catch (error) {
        const verdict = failedChecks.take(name)
        if (verdict.log) {
          const reason = error instanceof Error ? error.message : String(error)
          logger.warn(
            { check: name, essential, reason, suppressed: verdict.suppressed },
            'readiness check failed',
          )
        }
        return [name, essential ? 'failed' : 'down'] as const
      }
    }),
  )
  const state: Readiness = {
    ready: results.every(([, result]) => result !== 'failed'),
    checks: Object.fromEntries(results),
  }
  if (results.some(([, result]) => result === 'down')) state.degraded = true
  const figures = Object.assign({}, ...checks.map((c) => c.figures?.() ?? {})) as Record<string, number>
  if (Object.keys(figures).length) state.figures = figures
  return state
}

let starting = false

/**
 * Marks the process as starting (`/readyz` answers 503, `starting`) until the first page could be
 * served; `startServer` sets it around its warm-up. A server made without it is ready at once.
 */
export function setStarting(value: boolean) {
  starting = value
}

/** True while the server warms up: listening, but not yet to be sent traffic. */
export function isStarting() {
  return starting
}

// An EMEA home asked without a consent choice: nothing of the render is tracked, no experiment is
// decided, no visitor counted (PLAT-042, PERS-001), so a warm-up leaves no trace in the analytics.
const WARM_UP_PATH = homePath(SITES.find((site) => site.region === 'EMEA')?.defaultLocale ?? 'en-gb')

/**
 * Renders one page through the server just started, before it reports ready: the first shoppers then
 * find the route modules loaded and compiled, the translations read, the upstream connections open.
 * Bounded by `timeoutMs`; a warm-up that fails or runs out of time is logged and the server starts.
 */
export async function warmUp(origin: string, timeoutMs: number): Promise<void> {
  if (timeoutMs <= 0) return
  const started = performance.now()
  try {
    const response = await fetch(new URL(WARM_UP_PATH, origin), {
      redirect: 'manual',
      headers: { 'x-request-id': 'warm-up' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
    const ms = Math.round(performance.now() - started)
    logger.info({ path: WARM_UP_PATH, status: response.status, ms }, 'warmed up')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const ms = Math.round(performance.now() - started)
    logger.warn({ path: WARM_UP_PATH, reason, ms }, 'warm-up did not finish; starting anyway')
  }
}

let stopping = false

/** True once shutdown began: `/readyz` then answers 503 so no new traffic is sent here. */
export function isStopping() {
  return stopping
}

/** How often a stopping server closes the connections that have gone idle since it last looked. */
const IDLE_SWEEP_MS = 50

/**
 * Stops accepting connections, lets requests in flight finish (idle keep-alive connections are closed
 * at once, a busy one as soon as its response has gone, any left after `graceMs`), then runs the
 * shutdown hooks. Resolves when all is closed.
 */
export async function gracefulShutdown(server: Server, graceMs: number, hooks = shutdownHooks) {
  stopping = true
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  // A keep-alive connection whose response ends after the stop goes idle, and Node leaves it open
  // until its keep-alive timeout (about 5 s), holding the stop back: it is closed once it is idle.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
  sweep.unref()
  const timer = setTimeout(() => server.closeAllConnections(), graceMs)
  timer.unref()
  await closed
  clearInterval(sweep)
  clearTimeout(timer)
  for (const hook of hooks) {
    try {
      await hook.close()
    } catch (error) {
      logger.warn({ err: error, hook: hook.name }, 'shutdown hook failed')
    }
  }
}

interface SafetyNet {
  /** Stops serving: the server stops accepting, finishes what is in flight and runs the hooks. */
  close: () => Promise<void>
  /** The id of the request the failing code ran for, when there was one. */
  requestId: () => string | undefined
  /** How long the close may take before the process exits anyway. */
  deadlineMs: number
  exit?: (code: number) => void
}

/**
 * What the process does with a failure no request handled. A rejection nobody awaited
 * is logged with its request's id and the process keeps serving: one request's bug must not drop
 * every other request's connection. An uncaught exception may have left any state half changed, so
 * the process stops, but only after the requests in flight finish, with a non-zero code for the
 * supervisor that restarts it.
 */
export function processSafetyNet({
  close,
  requestId,
  deadlineMs,
  exit = (code) => process.exit(code),
}: SafetyNet) {
  let crashing = false
  return {
    onUnhandledRejection(reason: unknown) {
      logger.error({ err: reason, requestId: requestId() }, 'unhandled rejection; still serving')
    },
    onUncaughtException(error: unknown, origin?: string) {
      logger.fatal({ err: error, origin, requestId: requestId() }, 'uncaught exception; stopping')
      if (crashing) return
      crashing = true
      setTimeout(() => exit(1), deadlineMs)
      void close().then(
        () => exit(1),
        () => exit(1),
      )
    },
  }
}

/** Installs `processSafetyNet` on this process: where the server starts, never in tests. */
export function installProcessSafetyNet(net: SafetyNet) {
  const { onUnhandledRejection, onUncaughtException } = processSafetyNet(net)
  process.on('unhandledRejection', onUnhandledRejection)
  process.on('uncaughtException', onUncaughtException)
}
