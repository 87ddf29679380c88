import { describe, expect, it } from 'vitest'
import {
  canCancel,
  canResendGiftCard,
  RETURN_WINDOW_DAYS,
  returnableLines,
  withinReturnWindow,
} from './order-actions.ts'

const NOW = Date.parse('2026-06-30T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString()

const lines = [
  { id: 'L1', returnable: true },
  { id: 'L2', returnable: false },
  { id: 'L3', returnable: true, isDigital: true },
  { id: 'L4', returnable: true, returnLabel: { returnId: 'RMA-1' } },
  { id: 'L5' },
]

describe('order action rules', () => {
  it('ACCT-028 only an order not shipped yet may be cancelled', () => {
    expect(canCancel({ status: 'CREATED' })).toBe(true)
    for (const status of ['SHIPPED', 'DELIVERED', 'CANCELLED', undefined, 'created']) {
      expect(canCancel({ status }), String(status)).toBe(false)
    }
  })

  it('ACCT-029 returnable lines: delivered, within the window, physical, marked returnable and without a label yet', () => {
    const delivered = { status: 'DELIVERED', deliveredAt: daysAgo(5), items: lines }
    expect(returnableLines(delivered, NOW).map((l) => l.id)).toEqual(['L1'])
    expect(returnableLines({ ...delivered, deliveredAt: daysAgo(RETURN_WINDOW_DAYS) }, NOW)).toHaveLength(1)
    expect(returnableLines({ ...delivered, deliveredAt: daysAgo(RETURN_WINDOW_DAYS + 1) }, NOW)).toEqual([])
    expect(returnableLines({ ...delivered, status: 'SHIPPED' }, NOW)).toEqual([])
    expect(returnableLines({ ...delivered, deliveredAt: undefined }, NOW)).toEqual([])
    expect(returnableLines({ ...delivered, deliveredAt: 'not a date' }, NOW)).toEqual([])
  })

  it('ACCT-029 the return window counts days from delivery', () => {
    expect(withinReturnWindow(daysAgo(0), NOW)).toBe(true)
    expect(withinReturnWindow(daysAgo(RETURN_WINDOW_DAYS + 1), NOW)).toBe(false)
  })

  it("ACCT-032 a digital line's gift card email may be sent again unless the order was cancelled", () => {
    expect(canResendGiftCard({ status: 'DELIVERED' }, { id: 'G', isDigital: true })).toBe(true)
    expect(canResendGiftCard({ status: 'CANCELLED' }, { id: 'G', isDigital: true })).toBe(false)
    expect(canResendGiftCard({ status: 'DELIVERED' }, { id: 'P' })).toBe(false)
  })
})
