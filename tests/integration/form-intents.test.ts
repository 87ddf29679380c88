import { describe, expect, it } from 'vitest'
import { action as shippingAction } from '#app/routes/checkout-shipping.tsx'
import { action as enrolLookupAction } from '#app/routes/enrol-lookup.tsx'
import { action as forgotAction } from '#app/routes/forgot-password.tsx'
import { action as signUpAction } from '#app/routes/sign-up.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { ADDRESS, addToCart } from '#tests/helpers/checkout.ts'
import { CookieJar, post, runRoute } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }

/**
 * The pages with one form check that a post names that form's intent (the action contract): a post
 * with another intent, or none, is refused with 400 before anything is called upstream.
 */
describe('one-form actions refuse a post that is not their form', () => {
  it('CHK-015 the shipping step refuses another intent and sets no address', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const before = (await capturedRequests()).length
    for (const intent of ['place-order', undefined]) {
      const form = intent ? { ...ADDRESS, intent } : ADDRESS
      const result = await runRoute(shippingAction, post('/en-us/checkout/shipping', form, jar), L)
      expect(result.status).toBe(400)
    }
    const calls = (await capturedRequests()).slice(before).map((r) => `${r.method} ${r.path}`)
    expect(calls.filter((c) => c.startsWith('PUT') || c.startsWith('PATCH') || c.startsWith('POST'))).toEqual(
      [],
    )
  })

  it('AUTH-030 AUTH-018 ACCT-035 the forgot-password, sign-up and enrolment forms refuse another intent', async () => {
    const cases = [
      [forgotAction, '/en-us/forgot-password', { email: 'shopper@example.com' }],
      [signUpAction, '/en-us/sign-up', { email: 'new@example.com', password: 'Passw0rd!' }],
      [enrolLookupAction, '/en-us/enrol/lookup', { email: 'new@example.com' }],
    ] as const
    for (const [action, url, fields] of cases) {
      const result = await runRoute(
        action,
        post(url, { ...fields, intent: 'delete-account' }, new CookieJar()),
        L,
      )
      expect(result.status, url).toBe(400)
    }
  })
})
