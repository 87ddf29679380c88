import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/domain/errors/api-error.ts'
import type { SharedState } from './shared-state-core.server.ts'
import { memoryState } from './shared-state-memory.server.ts'
import { createRunOnce, SharedStateUnavailable, type OnceOptions } from './run-once.server.ts'

/** Two instances of the storefront over one store, as behind a load balancer. */
function twoInstances(store: SharedState = memoryState()) {
  return { store, a: createRunOnce(() => store), b: createRunOnce(() => store) }
}

const OPTIONS: OnceOptions<unknown> = { rememberMs: 60_000, leaseMs: 5_000, onStoreError: 'closed' }

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('one call per key across instances (decision 044)', () => {
  it('an attempt that finishes between another post’s first look and its lease still wins: no second call', async () => {
    const store = memoryState()
    // The other post looks for a remembered value before the first attempt has published it…
    const first = vi.fn(async () => ({ basketId: 'B1' }))
    let looks = 0
    const racing: SharedState = {
      ...store,
      kind: store.kind,
      get: async <T>(key: string) => {
        if (key.startsWith('once:done:') && looks++ === 0) {
          // …and the first attempt runs to its end right then, releasing its lease.
          await createRunOnce(() => store)('cart|s1', OPTIONS, first)
          return undefined
        }
        return store.get<T>(key)
      },
    }
    const second = vi.fn(async () => ({ basketId: 'B2' }))
    expect(await createRunOnce(() => racing)('cart|s1', OPTIONS, second)).toEqual({ basketId: 'B1' })
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).not.toHaveBeenCalled()
  })

  it('parallel calls on two instances run the call once and all get its value', async () => {
    const { a, b } = twoInstances()
    const upstream = vi.fn(async () => ({ orderNumber: 'ORD-1' }))
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b)('order|k1', OPTIONS, upstream)),
    )
    expect(upstream).toHaveBeenCalledTimes(1)
    expect(new Set(results.map((r) => r.orderNumber))).toEqual(new Set(['ORD-1']))
  })

  it('a call on the other instance while the first runs waits for it and shares its upstream error', async () => {
    const { a, b } = twoInstances()
    const gate = deferred<never>()
    const first = a('order|k2', OPTIONS, () => gate.promise)
    const second = b('order|k2', OPTIONS, vi.fn())
    gate.reject(new ApiError({ status: 400, errorId: 'PAY400', message: 'Not authorised' }))
    await expect(first).rejects.toMatchObject({ errorId: 'PAY400' })
    await expect(second).rejects.toBeInstanceOf(ApiError)
    await expect(second).rejects.toMatchObject({ errorId: 'PAY400', message: 'Not authorised' })
  })

  it('a failure is not remembered: the next call runs again', async () => {
    const { a, b } = twoInstances()
    await expect(a('form|k3', OPTIONS, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(b('form|k3', OPTIONS, async () => 'sent')).resolves.toBe('sent')
  })

  it('a success is remembered for later calls on either instance; `remember` can decline it', async () => {
    const { a, b } = twoInstances()
    await a('order|k4', OPTIONS, async () => ({ kind: 'placed' }))
    const again = vi.fn(async () => ({ kind: 'placed-twice' }))
    expect(await b('order|k4', OPTIONS, again)).toEqual({ kind: 'placed' })
    expect(again).not.toHaveBeenCalled()

    const onlyPlaced = { ...OPTIONS, remember: (v: { kind: string }) => v.kind === 'placed' }
    await a('order|k5', onlyPlaced, async () => ({ kind: 'flash' }))
    expect(await b('order|k5', onlyPlaced, async () => ({ kind: 'placed' }))).toEqual({ kind: 'placed' })
  })

  it('an attempt that died without a word (its lease ran out) is taken over', async () => {
    const store = memoryState()
    const { b } = twoInstances(store)
    await store.setIfAbsent('once:lock:order|k6', 'crashed-attempt', 100)
    const upstream = vi.fn(async () => 'placed')
    expect(await b('order|k6', { ...OPTIONS, leaseMs: 100 }, upstream)).toBe('placed')
    expect(upstream).toHaveBeenCalledTimes(1)
  })

  it("a post that took the lease a moment after the other instance finished gets that attempt's outcome", async () => {
    const store = memoryState()
    // The other instance's attempt published, then gave the lease back between this post's two reads.
    await store.set('once:result:form|k9:their-attempt', { ok: true, value: 'sent once' }, 60_000)
    await store.set('once:last:form|k9', 'their-attempt', 60_000)
    const racing: SharedState = {
      ...store,
      setIfAbsent: async (key, value, ttl) =>
        key.startsWith('once:lock:') ? false : store.setIfAbsent(key, value, ttl),
    }
    const upstream = vi.fn(async () => 'sent twice')
    expect(await createRunOnce(() => racing)('form|k9', OPTIONS, upstream)).toBe('sent once')
    expect(upstream).not.toHaveBeenCalled()
  })

  it('fails closed when the store is out of reach: nothing is called', async () => {
    const broken: SharedState = {
      kind: 'redis',
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      set: () => Promise.reject(new Error('ECONNREFUSED')),
      setIfAbsent: () => Promise.reject(new Error('ECONNREFUSED')),
      delete: () => Promise.reject(new Error('ECONNREFUSED')),
    }
    const run = createRunOnce(() => broken)
    const upstream = vi.fn(async () => 'placed')
    await expect(run('order|k7', OPTIONS, upstream)).rejects.toBeInstanceOf(SharedStateUnavailable)
    expect(upstream).not.toHaveBeenCalled()
    // Failing open, the call is made (duplicates stopped within the instance only).
    const open = { ...OPTIONS, onStoreError: 'open' as const }
    const both = await Promise.all([run('form|k8', open, upstream), run('form|k8', open, upstream)])
    expect(both).toEqual(['placed', 'placed'])
    expect(upstream).toHaveBeenCalledTimes(1)
  })
})
