import { describe, expect, it, vi } from 'vitest'
import { identifyEvent, pageViewEvent, type SendOutcome } from '#app/domain/tracking/customer-data.ts'
import { CustomerDataEventQueue } from './customer-data-events.server.ts'

const INTEGRATION = { host: 'https://cdp.example', publicKey: 'key', pixelUrl: 'https://cdp.example' }

function setup(outcomes: SendOutcome[] = [], options: { queueSize?: number; now?: () => number } = {}) {
  const sent: string[] = []
  const waits: number[] = []
  const logger = { info: vi.fn(), warn: vi.fn(), debug: vi.fn() }
  const queue = new CustomerDataEventQueue({
    send: (_integration, event) => {
      sent.push(event.data.page ?? event.action)
      return Promise.resolve(outcomes.shift() ?? { status: 200 })
    },
    logger,
    wait: (ms) => {
      waits.push(ms)
      return Promise.resolve()
    },
    ...options,
  })
  return { queue, sent, waits, logger }
}

const view = (n: number) =>
  pageViewEvent({ vuid: 'vuid_a' }, { path: `/en-us/page-${n}`, pageType: 'Other' }, `id-${n}`)

describe('customer-data event queue', () => {
  it('PERS-065 moves between running and stopped: stopped accepts nothing, running again sends', async () => {
    const { queue, sent } = setup()
    queue.updateConfig(INTEGRATION)
    expect(queue.state).toBe('stopped')
    expect(queue.enqueue(view(1))).toBe(false)

    queue.start()
    expect(queue.state).toBe('running')
    expect(queue.enqueue(view(2))).toBe(true)
    await queue.stop()
    expect(queue.state).toBe('stopped')
    // Stopping sent what was queued, and nothing after.
    expect(sent).toEqual(['/en-us/page-2'])
    expect(queue.enqueue(view(3))).toBe(false)

    queue.start()
    expect(queue.enqueue(view(4))).toBe(true)
    await queue.idle()
    expect(sent).toEqual(['/en-us/page-2', '/en-us/page-4'])
  })

  it('PERS-076 holds 100 events waiting: the 101st is dropped and logged, the 100 are sent in order', async () => {
    const { queue, sent, logger } = setup()
    queue.start()
    // Nothing is accepted before the datafile's settings are known.
    expect(queue.enqueue(view(0))).toBe(false)
    queue.updateConfig(INTEGRATION)
    // The first event leaves at once; the next 100 wait behind it; the one after is dropped.
    const accepted = Array.from({ length: 102 }, (_, n) => queue.enqueue(view(n + 1)))
    expect(accepted.filter(Boolean)).toHaveLength(101)
    expect(accepted[101]).toBe(false)
    expect(queue.size).toBe(100)
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ queueSize: 100 }),
      expect.stringContaining('queue is full'),
    )
    await queue.idle()
    expect(sent).toHaveLength(101)
    expect(sent[0]).toBe('/en-us/page-1')
    expect(sent[100]).toBe('/en-us/page-101')
  })

  it('PERS-076 decision 044 a queue that stays full drops every event but warns once per half minute, with the count it held back', () => {
    let now = 0
    const { queue, logger } = setup([], { queueSize: 2, now: () => now })
    queue.start()
    queue.updateConfig(INTEGRATION)
    // The first leaves at once (its send is pending), two wait: the queue is full.
    for (let n = 1; n <= 3; n += 1) expect(queue.enqueue(view(n))).toBe(true)
    const full = () =>
      logger.warn.mock.calls.filter(([, message]) => String(message).includes('queue is full'))
    // Every page view while it is full is dropped; only the first says so.
    for (let n = 4; n <= 50; n += 1) expect(queue.enqueue(view(n))).toBe(false)
    expect(full()).toHaveLength(1)
    expect(full()[0]![0]).toMatchObject({ queueSize: 2, suppressed: 0 })
    // Half a minute on, still full: one line more, with the 46 drops it did not write.
    now += 30_000
    expect(queue.enqueue(view(51))).toBe(false)
    expect(full()).toHaveLength(2)
    expect(full()[1]![0]).toMatchObject({ suppressed: 46 })
  })

  it('PERS-076 a 5xx or a network error is retried 3 times, then given up and logged', async () => {
    const { queue, sent, waits, logger } = setup([
      { status: 503 },
      { networkError: true },
      { status: 500 },
      { status: 502 },
      { status: 200 },
    ])
    queue.start()
    queue.updateConfig(INTEGRATION)
    queue.enqueue(view(1))
    await queue.idle()
    // The first try and 3 retries; the next event is not held up by the failure.
    expect(sent).toEqual(['/en-us/page-1', '/en-us/page-1', '/en-us/page-1', '/en-us/page-1'])
    expect(waits).toEqual([200, 400, 800])
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 502, retries: 3 }),
      expect.stringContaining('given up'),
    )
    queue.enqueue(view(2))
    await queue.idle()
    expect(sent.at(-1)).toBe('/en-us/page-2')
  })

  it('ERR-141 503 twice then 200: three sends, delivered', async () => {
    const { queue, sent, logger } = setup([{ status: 503 }, { status: 503 }, { status: 200 }])
    queue.start()
    queue.updateConfig(INTEGRATION)
    queue.enqueue(identifyEvent({ fs_user_id: 'C1' }, 'id'))
    await queue.idle()
    expect(sent).toEqual(['identified', 'identified', 'identified'])
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('ERR-140 ERR-141 a 4xx is not retried: logged only', async () => {
    const { queue, sent, logger } = setup([{ status: 400 }])
    queue.start()
    queue.updateConfig(INTEGRATION)
    queue.enqueue(view(1))
    await queue.idle()
    expect(sent).toHaveLength(1)
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 400 }),
      expect.stringContaining('refused'),
    )
  })

  it('an event without an identifier is dropped; losing the integration drops what waits', async () => {
    const { queue, sent } = setup()
    queue.start()
    queue.updateConfig(INTEGRATION)
    expect(queue.enqueue(identifyEvent({}, 'id'))).toBe(false)
    queue.updateConfig(null)
    expect(queue.enqueue(view(1))).toBe(false)
    await queue.idle()
    expect(sent).toEqual([])
  })
})
