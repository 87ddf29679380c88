import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUZZ_FORMS } from '#tests/helpers/fuzz-forms.ts'
import { formArbitrary, fuzzRequestInit } from '#tests/helpers/fuzz.ts'
import { BASE, errorLogs, logOffset, resetEmulator, send, signedIn, type Jar } from './helpers.ts'
import {
  atSummary,
  signIn,
  toBilling,
  toSummary,
  withCart,
  type Shopper,
} from '../../scripts/bench/shopper.ts'

/**
 * The form fuzzing of tests/integration/form-fuzz.test.ts over HTTP, against the production build:
 * fewer runs per form, but through express, the form guard and React Router's request handling as a
 * browser reaches them. Nothing answers 5xx and nothing is logged as an error. Past the sign-in-like
 * posts' rate limit the answer is 429, which is fine here.
 */
let jar: Jar
let from = 0
beforeAll(async () => {
  await resetEmulator()
  jar = await signedIn()
  from = logOffset()
})
afterAll(() => {
  expect(errorLogs(from)).toEqual([])
})

describe('fuzzed form posts over HTTP never produce a 5xx', () => {
  for (const form of FUZZ_FORMS) {
    it(`${form.rows} ${form.name} over HTTP`, async () => {
      await fc.assert(
        fc.asyncProperty(formArbitrary(form), async (post) => {
          const init = fuzzRequestInit(post, jar.header())
          const headers = new Headers(init.headers)
          headers.set('Origin', BASE)
          const response = await send(form.path, { ...init, headers })
          await response.body?.cancel()
          expect(response.status).toBeLessThan(500)
          if (post.shape !== 'form') expect(response.status).toBeGreaterThanOrEqual(300)
        }),
        { numRuns: Number(process.env.HTTP_FUZZ_RUNS ?? 8), seed: 20261126 },
      )
    })
  }
})

/**
 * The fuzzing above posts as a shopper with no cart, whom the checkout's steps send back to the cart
 * before they render. A shopper who has reached the summary gets each step rendered again with a
 * refused post's answer (a text answer once reached the payment step as a string and threw there), and
 * every other page with its cart and, signed in, its account. The checkout's steps go first, while the
 * cart is whole; signing out goes last.
 */
const CHECKOUT_STEP = /\/checkout\/(shipping|billing|wallet|summary)$/
const rank = (path: string) => (CHECKOUT_STEP.test(path) ? 0 : path.endsWith('/sign-out') ? 2 : 1)
const IN_ORDER = [...FUZZ_FORMS].sort((a, b) => rank(a.path) - rank(b.path))

describe('a shopper at the summary: every post of every form, its intent alone or its fields blank, is answered without a 5xx', () => {
  // Both reached before either posts: the sign-in-like posts below count towards the rate limit.
  const shoppers: Record<string, Shopper> = {}
  beforeAll(async () => {
    shoppers['a signed-in shopper'] = await toSummary(await toBilling(await signIn(await withCart(BASE))))
    shoppers['a guest'] = await atSummary(BASE)
  })
  for (const who of ['a guest', 'a signed-in shopper']) {
    it(`${who}, the checkout's steps first`, async () => {
      expect(IN_ORDER.filter((form) => CHECKOUT_STEP.test(form.path))).toHaveLength(4)
      const shopper = shoppers[who]!
      for (const form of IN_ORDER)
        for (const intent of form.intents)
          for (const fields of [{}, Object.fromEntries(form.fields.map((field) => [field, '']))]) {
            const response = await shopper.request(form.path, { form: { intent, ...fields } })
            await response.body?.cancel()
            expect(response.status, `${form.path} ${intent}`).toBeLessThan(500)
          }
    })
  }
})
