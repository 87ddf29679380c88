import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_FORMS } from '#tests/helpers/fuzz-forms.ts'
import { fuzzPost, formArbitrary, signedInWithCart } from '#tests/helpers/fuzz.ts'
import { runRoute } from '#tests/helpers/route.ts'

/**
 * Bad input never gets a 500: every form's action, fed generated posts (its own fields and intents with
 * empty, huge, malformed, hostile and repeated values, missing fields, stray fields), answers with a
 * status below 500 and never throws. The shopper is signed in with a line in the cart, so the actions go
 * past their "no cart" and "not signed in" answers into validation and the upstream calls.
 */
describe('fuzzed form posts never produce a 5xx', () => {
  for (const form of FUZZ_FORMS) {
    it(`${form.rows} ${form.name} answers every generated post below 500`, async () => {
      const jar = await signedInWithCart()
      await fc.assert(
        fc.asyncProperty(formArbitrary(form), async (fields) => {
          const result = await runRoute(form.action, fuzzPost(form.path, fields, jar.clone()), form.params)
          expect(result.status).toBeLessThan(500)
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? form.runs ?? 25), seed: FUZZ_SEED },
      )
    })
  }
})

/** A fixed seed keeps CI reproducible; FUZZ_SEED and FUZZ_RUNS explore further locally. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261126)
