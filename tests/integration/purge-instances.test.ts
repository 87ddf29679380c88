import { createServer, type AddressInfo, type Server } from 'node:net'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { handleChangeHook } from '#app/features/shared-cache/change-hook.server.ts'
import {
  listenForPurges,
  PURGE_CHANNEL,
  PURGE_DONE_CHANNEL,
  PURGE_DONE_TIMEOUT_MS,
  purgeEverywhere,
  stopListeningForPurges,
} from '#app/features/shared-cache/purge.server.ts'
import { cached, clearCache } from '#app/platform/cache/cache.server.ts'
import { closeSharedState, sharedStateReady } from '#app/platform/state/shared-state.server.ts'
import { addSurrogateKeys } from '#app/platform/cache/surrogate-keys.server.ts'
import { signatureHeader } from '#app/platform/security/webhook-signature.server.ts'
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

  describe('the shared cache is banned after the other instances have purged', () => {
    let bans: { key: string; at: number }[] = []
    let sharedCache: Server
    beforeAll(async () => {
      // A stand-in for the shared cache's purge port. Node's HTTP parser refuses the BAN method, so the
      // request head is read off the socket.
      sharedCache = createServer((socket) => {
        let head = ''
        socket.on('data', (chunk) => {
          head += chunk.toString('latin1')
          if (!head.includes('\r\n\r\n')) return
          const key = /^x-surrogate-key: *(.*)$/im.exec(head)?.[1]?.trim()
          if (head.startsWith('BAN ') && key) bans.push({ key, at: performance.now() })
          socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n')
        })
      })
      await new Promise<void>((listening) => sharedCache.listen(0, '127.0.0.1', listening))
      process.env.REDIS_URL = REDIS_URL
      process.env.SHARED_CACHE_PURGE_URL = `http://127.0.0.1:${(sharedCache.address() as AddressInfo).port}/`
      resetEnvCache()
      listenForPurges()
      const probe = createClient({ url: REDIS_URL })
      await probe.connect()
      try {
        // This instance listens before the other one below joins.
        await vi.waitFor(
          async () => expect(Number((await probe.pubSubNumSub(PURGE_CHANNEL))[PURGE_CHANNEL])).toBe(1),
          { timeout: 5000 },
        )
      } finally {
        await probe.close()
      }
    })
    afterAll(async () => {
      delete process.env.SHARED_CACHE_PURGE_URL
      resetEnvCache()
      await new Promise((closed) => sharedCache.close(closed))
    })

    /** Another instance on the channel, which says it has purged `answerAfterMs` after each message (or never). */
    async function anotherInstance(answerAfterMs: number | 'never') {
      const listening = createClient({ url: REDIS_URL })
      const publishing = createClient({ url: REDIS_URL })
      await Promise.all([listening.connect(), publishing.connect()])
      const answered: number[] = []
      await listening.subscribe(PURGE_CHANNEL, (message) => {
        const { id } = JSON.parse(message) as { id?: string }
        if (!id || answerAfterMs === 'never') return
        setTimeout(() => {
          answered.push(performance.now())
          void publishing.publish(PURGE_DONE_CHANNEL, JSON.stringify({ id, from: 'another-instance' }))
        }, answerAfterMs)
      })
      return {
        answered,
        close: () => Promise.allSettled([listening.close(), publishing.close()]),
      }
    }

    it('waits for the other instance to say it purged, then bans each key once', async () => {
      bans = []
      const other = await anotherInstance(300)
      try {
        const report = await purgeEverywhere(['product:RS100002', 'menu'])
        expect(report).toMatchObject({ instances: 2, instancesPurged: 1, sharedCache: 2 })
        expect(bans.map((ban) => ban.key).sort()).toEqual(['menu', 'product:RS100002'])
        expect(other.answered).toHaveLength(1)
        for (const ban of bans) expect(ban.at).toBeGreaterThanOrEqual(other.answered[0]!)
      } finally {
        await other.close()
      }
    })

    it('an instance that never answers delays the ban by the bounded wait, never forever', async () => {
      bans = []
      const other = await anotherInstance('never')
      try {
        const started = performance.now()
        const report = await purgeEverywhere(['product:RS100003'])
        expect(report).toMatchObject({ instances: 2, instancesPurged: 0, sharedCache: 1 })
        expect(bans).toHaveLength(1)
        expect(bans[0]!.at - started).toBeGreaterThanOrEqual(PURGE_DONE_TIMEOUT_MS - 50)
      } finally {
        await other.close()
      }
    })
  })
})
