import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EXPECTED_STATUS } from '#tests/helpers/fuzz-bodies.ts'
import { FUZZ_FORMS } from '#tests/helpers/fuzz-forms.ts'
import { fuzzPost, formArbitrary, signedInWithCart } from '#tests/helpers/fuzz.ts'
import { runRoute } from '#tests/helpers/route.ts'

/**
 * Bad input never gets a 500: every form's action, fed generated posts (its own fields and intents with
 * empty, huge, malformed, hostile and repeated values, missing fields, stray fields — and bodies no form
 * sends: JSON, text, untyped bytes, broken multipart, a field or a body past its limit), answers with a
 * status below 500 and never throws. A bad body gets the form guard's answer (415, 400 or 413) unless
 * the action turned the post away before reading it (a redirect to sign in). The shopper is signed in
 * with a line in the cart, so the actions go past their "no cart" and "not signed in" answers into
 * validation and the upstream calls. The seed is printed by fast-check when a property fails.
 */
describe('fuzzed form posts never produce a 5xx', () => {
  for (const form of FUZZ_FORMS) {
    it(`${form.rows} ${form.name} answers every generated post, bad bodies included, below 500`, async () => {
      const jar = await signedInWithCart()
      await fc.assert(
        fc.asyncProperty(formArbitrary(form), async (post) => {
          const result = await runRoute(form.action, fuzzPost(form.path, post, jar.clone()), form.params)
          expect(result.status).toBeLessThan(500)
          if (post.shape === 'form' || isRedirect(result.status)) return
          // An upload form reads its multipart stream itself, under its own limits and messages.
          if (form.files?.length) expect(result.status).toBeGreaterThanOrEqual(400)
          else expect(result.status).toBe(EXPECTED_STATUS[post.shape])
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? form.runs ?? 200), seed: FUZZ_SEED },
      )
      // Two hundred posts through a whole action each: seconds, not the default five.
    }, 120_000)
  }
})

function isRedirect(status: number) {
  return status >= 300 && status < 400
}

/** A fixed seed keeps CI reproducible; FUZZ_SEED and FUZZ_RUNS explore further locally. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261126)
