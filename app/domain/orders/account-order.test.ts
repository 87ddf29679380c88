import { describe, expect, it } from 'vitest'
import {
  accountOrderView,
  AccountOrderSchema,
  pageCount,
  pageFromQuery,
  TrackedOrderSchema,
} from './account-order.ts'

const NOW = Date.parse('2026-06-30T12:00:00Z')

const line = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  productId: 'RS100001',
  upc: '000000000001',
  qty: 1,
  name: 'Tempo Trail Runner',
  price: { amount: 129 },
  ...extra,
})

describe('account order mapping', () => {
  it('ACCT-025 maps an order: status, placed date for display, tracking, and per-line actions', () => {
    const order = AccountOrderSchema.parse({
      orderNumber: 'H101',
      status: 'DELIVERED',
      createdAt: '2026-06-20T10:00:00Z',
      deliveredAt: '2026-06-25T10:00:00Z',
      items: [line('L1', { returnable: true }), line('L2', { isDigital: true })],
      shipments: [
        {
          shipmentId: 'me',
          carrier: 'UPS',
          trackingNumber: '1Z1',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z1',
          events: [{ date: '2026-06-24T09:00:00Z', description: 'Delivered' }],
        },
      ],
      totals: { total: 137, itemTotal: 129 },
    })
    const view = accountOrderView(order, 'en-us', NOW)
    expect(view.placedOn).toBe('Jun 20, 2026')
    expect(view.canCancel).toBe(false)
    expect(view.lines.map((l) => [l.id, l.canReturn, l.canResend])).toEqual([
      ['L1', true, false],
      ['L2', false, true],
    ])
    expect(view.shipments[0]!.events[0]!.day).toBe('Jun 24, 2026')
    expect(accountOrderView(order, 'en-gb', NOW).placedOn).toBe('20 Jun 2026')
  })

  it('a cancelled order’s shipments read cancelled, never still being prepared', () => {
    const order = AccountOrderSchema.parse({
      orderNumber: 'H103',
      status: 'CANCELLED',
      items: [line('L1')],
      shipments: [{ shipmentId: 'me', status: 'PENDING' }],
    })
    expect(accountOrderView(order, 'en-us', NOW).shipments.map((s) => s.status)).toEqual(['CANCELLED'])
  })

  it('ACCT-025 ACCT-031 a tracking link that is not a web address is dropped; missing parts are left off, not a failure', () => {
    const order = TrackedOrderSchema.parse({
      orderNumber: 'H102',
      shipments: [{ shipmentId: 'me', trackingUrl: 'javascript:alert(1)', events: 'nonsense' }],
      items: 'nonsense',
    })
    expect(order.shipments[0]).toMatchObject({ trackingUrl: undefined, events: [] })
    expect(order.items).toEqual([])
    const bare = AccountOrderSchema.parse({ orderNumber: 'H1', shipments: 'x', items: [{ bad: true }] })
    expect(accountOrderView(bare, 'en-us', NOW)).toMatchObject({ lines: [], shipments: [], canCancel: false })
  })

  it('ACCT-027 history pages: ?page= read as a whole number from 1, and at least one page', () => {
    expect(['2', '1', '0', '-1', 'x', '', null, '99999'].map((v) => pageFromQuery(v))).toEqual([
      2, 1, 1, 1, 1, 1, 1, 1,
    ])
    expect([0, 1, 5, 6, 11].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 3])
  })
})
