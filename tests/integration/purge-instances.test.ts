import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/env.server.ts'
import { handleChangeHook } from '#app/features/shared-cache/change-hook.server.ts'
import {
  listenForPurges,
  PURGE_CHANNEL,
  stopListeningForPurges,
} from '#app/features/shared-cache/purge.server.ts'
import { cached, clearCache } from '#app/services/cache.server.ts'
import { closeSharedState, sharedStateReady } from '#app/services/shared-state.server.ts'
import { addSurrogateKeys } from '#app/services/surrogate-keys.server.ts'
import { signatureHeader } from '#app/utils/webhook-signature.server.ts'
import { hasRedisServer, startRedis, stop, waitUntil, type Started } from '#tests/reliability/instances.ts'

/**
 * Decision 069 with REDIS_URL set: a purge reaches the Redis content cache once for every instance,
 * and every other instance's own entries through the purge channel; an event is taken once across
 * instances.
 */
const REDIS_PORT = 6391
const redisInstalled = hasRedisServer()
if (!redisInstalled)
  console.warn('SKIPPED tests/integration/purge-instances.test.ts: no redis-server binary on this machine')

const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`
let redis: Started | undefined

const contentEvent = (documentId: string, id = `evt_${documentId}_${Date.now()}`) => {
  const body = JSON.stringify({
    id,
    type: 'content.published',
    occurredAt: new Date().toISOString(),
    data: { documentId },
  })
  return { body, signature: signatureHeader('dev-webhook-secret', Math.floor(Date.now() / 1000), body) }
}

function counted(key: string, keys: string[]) {
  const read = { builds: 0, get: () => Promise.resolve('') }
  read.get = () =>
    cached({
      key,
      ttl: 60_000,
      swr: 60_000,
      getFreshValue: async () => {
        read.builds += 1
        addSurrogateKeys(...keys)
        return key
      },
    })
  return read
}

describe.skipIf(!redisInstalled)('decision 069: purges across instances through Redis', () => {
  beforeAll(async () => {
    redis = startRedis(REDIS_PORT)
    const probe = createClient({ url: REDIS_URL })
    probe.on('error', () => {})
    await waitUntil(
      redis,
      async () => {
        try {
          if (!probe.isOpen) await probe.connect()
          return (await probe.ping()) === 'PONG'
        } catch {
          return false
        }
      },
      10_000,
    )
    await probe.close()
  })
  afterAll(async () => {
    await stopListeningForPurges()
    await closeSharedState()
    delete process.env.REDIS_URL
    resetEnvCache()
    clearCache()
    await stop(redis)
  })

  it('the Redis content cache: the entries built from the purged document go, the others stay', async () => {
    process.env.REDIS_URL = REDIS_URL
    resetEnvCache()
    clearCache()
    // The store is chosen once per process: a file run before this one in the same process may have
    // chosen the in-process one. Closing it makes the next use choose again, now Redis.
    await closeSharedState()
    // Connected before the first read, so that no read fails open on a slow first connection.
    await vi.waitFor(async () => expect(await sharedStateReady()).toBe(true), { timeout: 10_000 })
    const page = counted('redis-page', ['content:doc-r', 'menu'])
    const other = counted('redis-other', ['content:doc-other'])
    await page.get()
    await other.get()
    await page.get()
    expect([page.builds, other.builds]).toEqual([1, 1])
    expect((await handleChangeHook(contentEvent('doc-r'))).status).toBe(202)
    await page.get()
    await other.get()
    expect([page.builds, other.builds]).toEqual([2, 1])
  })

  it('the same event at another instance (one Redis): refused as a replay', async () => {
    const id = `evt_replayed_${Date.now()}`
    const event = contentEvent('doc-replayed', id)
    expect((await handleChangeHook(event)).status).toBe(202)
    // What every instance reads: the event's record in Redis, not in this process.
    const other = createClient({ url: REDIS_URL })
    await other.connect()
    try {
      expect(await other.exists(`sf:hook:${id}`)).toBe(1)
    } finally {
      await other.close()
    }
    expect((await handleChangeHook(event)).status).toBe(409)
  })

  it("another instance's purge message drops this instance's own entries", async () => {
    // This instance's in-process entry, made before (the cache it uses is chosen at first use).
    delete process.env.REDIS_URL
    resetEnvCache()
    clearCache()
    const local = counted('local-page', ['product:RS100001'])
    await local.get()
    process.env.REDIS_URL = REDIS_URL
    resetEnvCache()
    listenForPurges()
    const other = createClient({ url: REDIS_URL })
    await other.connect()
    try {
      // The channel is listened to once the subscription is in place.
      await vi.waitFor(
        async () => expect(Number((await other.pubSubNumSub(PURGE_CHANNEL))[PURGE_CHANNEL])).toBe(1),
        {
          timeout: 5000,
        },
      )
      await other.publish(
        PURGE_CHANNEL,
        JSON.stringify({ from: 'another-instance', keys: ['product:RS100001'] }),
      )
      await vi.waitFor(
        async () => {
          await local.get()
          expect(local.builds).toBe(2)
        },
        { timeout: 5000 },
      )
    } finally {
      await other.close()
    }
  })
})
