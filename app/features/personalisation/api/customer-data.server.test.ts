import { afterEach, describe, expect, it, vi } from 'vitest'
import { identifyEvent } from '#app/domain/tracking/customer-data.ts'
import { sendPixelEvent } from './customer-data.server.ts'
import type { UpstreamTransport } from '../../../platform/api/upstream-transport.server.ts'

const INTEGRATION = { host: 'https://cdp.example', publicKey: 'key', pixelUrl: 'https://cdp.example' }

afterEach(() => {
  vi.useRealTimers()
})

describe('customer-data pixel', () => {
  it('CONST-052 a pixel event that gets no answer is given 10000 ms, then counts as a network error', async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const transport: UpstreamTransport = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal
        signal.addEventListener('abort', () => reject(signal?.reason as Error))
      })
    const sent = sendPixelEvent(INTEGRATION, identifyEvent({ fs_user_id: 'C000000001' }, 'id-1'), {
      transport,
    })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(signal?.aborted).toBe(true)
    await expect(sent).resolves.toEqual({ networkError: true })
  })
})
