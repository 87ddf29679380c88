import type { Server } from 'node:http'
import type { Env } from '#app/env.server.ts'
import { logger } from '#app/logger.server.ts'

/**
 * The process's life beyond single requests (decision 043): what `/readyz` checks before a load
 * balancer sends traffic, and what a stopping server closes once its requests in flight are done.
 * Both are lists other modules add to (a shared store adds its connection check and its close).
 */

export interface ReadinessCheck {
  name: string
  /** Resolves when the dependency answers; rejects (or times out) when it does not. */
  check: (signal: AbortSignal) => Promise<void>
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
  checks: Record<string, 'ok' | 'failed'>
}

/** Runs every check in parallel, each within `timeoutMs`. */
export async function readiness(
  checks: readonly ReadinessCheck[] = readinessChecks,
  timeoutMs = 2000,
): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await check(AbortSignal.timeout(timeoutMs))
        return [name, 'ok'] as const
      } catch (error) {
        logger.warn({ err: error, check: name }, 'readiness check failed')
        return [name, 'failed'] as const
      }
    }),
  )
  return { ready: results.every(([, state]) => state === 'ok'), checks: Object.fromEntries(results) }
}

let stopping = false

/** True once shutdown began: `/readyz` then answers 503 so no new traffic is sent here. */
export function isStopping() {
  return stopping
}

/**
 * Stops accepting connections, lets requests in flight finish (idle keep-alive connections are closed
 * at once, busy ones after `graceMs`), then runs the shutdown hooks. Resolves when all is closed.
 */
export async function gracefulShutdown(server: Server, graceMs: number, hooks = shutdownHooks) {
  stopping = true
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const timer = setTimeout(() => server.closeAllConnections(), graceMs)
  timer.unref()
  await closed
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
