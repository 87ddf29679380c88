import { describe, expect, it } from 'vitest'
import {
  addPending,
  MAX_PENDING_EVENTS,
  parsePending,
  removePending,
  type PendingEvent,
} from './beacon-queue.ts'

const entry = (n: number): PendingEvent => ({ id: `e${n}`, event: { type: 'experiment-event', n } })

describe('pending beacon events', () => {
  it('CONST-053 PERS-069 the store holds 100 events: the 101st evicts the oldest', () => {
    const full = addPending(
      [],
      Array.from({ length: 100 }, (_, n) => entry(n)),
    )
    expect(full).toHaveLength(MAX_PENDING_EVENTS)
    const next = addPending(full, [entry(100)])
    expect(next).toHaveLength(100)
    expect(next[0]!.id).toBe('e1')
    expect(next.at(-1)!.id).toBe('e100')
  })

  it('PERS-069 an event kept twice is stored once; accepted events are removed', () => {
    const store = addPending(addPending([], [entry(1), entry(2)]), [entry(2)])
    expect(store.map((e) => e.id)).toEqual(['e1', 'e2'])
    expect(removePending(store, ['e1']).map((e) => e.id)).toEqual(['e2'])
  })

  it('PERS-069 what is stored is read back; anything unreadable is an empty store', () => {
    expect(parsePending(JSON.stringify([entry(1)]))).toEqual([entry(1)])
    for (const raw of [null, '', '{', '{"a":1}', '[{"id":1}]'])
      expect(parsePending(raw), String(raw)).toEqual([])
  })
})
