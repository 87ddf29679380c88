import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CANCEL_ORDER_INTENTS,
  ORDER_DETAIL_INTENT_NAMES,
  TRACK_ORDER_INTENTS,
} from '#app/features/orders/intents.ts'
import { action as cancelAction } from '#app/routes/account-order-cancel.tsx'
import { action as detailAction } from '#app/routes/account-order.tsx'
import { action as trackAction } from '#app/routes/track-order.tsx'
import { formArbitrary, fuzzPost, type FuzzForm } from '#tests/helpers/fuzz.ts'
import { CookieJar, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/**
 * Bad input never gets a 500 from the order forms (as tests/integration/form-fuzz.test.ts does for the
 * others): generated posts to the order detail's line actions, the cancel confirmation and tracking.
 */

const FORMS: FuzzForm[] = [
  {
    name: 'order detail line actions',
    rows: 'ACCT-029 ACCT-032',
    action: detailAction,
    path: '/en-us/account/orders/H101',
    params: { locale: 'en-us', orderNo: 'H101' },
    intents: ORDER_DETAIL_INTENT_NAMES,
    fields: ['itemId'],
    known: { itemId: ['H101-L1', 'H101-L2', 'H104-L1'] },
  },
  {
    name: 'cancel confirmation',
    rows: 'ACCT-028',
    action: cancelAction,
    path: '/en-us/account/orders/H103/cancel',
    params: { locale: 'en-us', orderNo: 'H103' },
    intents: [CANCEL_ORDER_INTENTS.cancel],
    fields: ['reason'],
  },
  {
    name: 'order tracking',
    rows: 'ACCT-031 ERR-035 ERR-036',
    action: trackAction,
    path: '/en-us/track-order',
    params: { locale: 'en-us' },
    intents: [TRACK_ORDER_INTENTS.track],
    fields: ['orderNumber', 'email'],
    known: { orderNumber: ['H102', 'NOPE1'], email: ['shopper@example.com', 'loyalty@example.com'] },
  },
]

describe('fuzzed order form posts never produce a 5xx', () => {
  for (const form of FORMS) {
    it(`${form.rows} ${form.name} answers every generated post below 500`, async () => {
      const jar = new CookieJar()
      await signInJar(jar)
      await fc.assert(
        fc.asyncProperty(formArbitrary(form), async (fields) => {
          const result = await runRoute(form.action, fuzzPost(form.path, fields, jar.clone()), form.params)
          expect(result.status).toBeLessThan(500)
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 25), seed: 20261126 },
      )
    })
  }
})
