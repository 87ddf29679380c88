import type { Env } from '#app/platform/env/env.server.ts'
import { customerDataEvents } from '#app/features/personalisation/customer-data.server.ts'
import { closeFlagClient } from '#app/features/personalisation/api/experimentation.server.ts'
import { closeSharedState, sharedStateReady } from '#app/platform/state/shared-state.server.ts'
import { storeFailures } from '#app/platform/state/store-outage.server.ts'
import { backgroundSettled } from './platform/process/background.server.ts'
import { readinessChecks, shutdownHooks, type ShutdownHook } from './platform/process/lifecycle.server.ts'

/**
 * What the server's readiness and shutdown know of the services the process shares between requests
 * (decisions 038, 039, 040, 043, 044): Redis is checked when it is configured, and reported down without
 * making the instance unready (every piece on it fails open, place order closed); on the way down, the
 * calls left running in the background finish, the experiment and customer-data events still queued
 * are sent, then the Redis connection closes. Registered once per process.
 */
export function registerSharedServices(env: Env) {
  if (env.REDIS_URL && !readinessChecks.some((c) => c.name === 'redis'))
    readinessChecks.push({
      name: 'redis',
      essential: false,
      check: async () => {
        if (!(await sharedStateReady())) throw new Error('Redis does not answer')
      },
      figures: () => ({ redisFailures: storeFailures() }),
    })
  const hooks: ShutdownHook[] = [
    { name: 'background calls', close: () => backgroundSettled() },
    { name: 'experiment events', close: () => closeFlagClient() },
    { name: 'customer-data events', close: () => customerDataEvents().stop() },
    { name: 'shared state', close: () => closeSharedState() },
  ]
  for (const hook of hooks) if (!shutdownHooks.some((h) => h.name === hook.name)) shutdownHooks.push(hook)
}
