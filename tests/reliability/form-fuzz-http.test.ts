import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUZZ_FORMS } from '#tests/helpers/fuzz-forms.ts'
import { formArbitrary, fuzzRequestInit } from '#tests/helpers/fuzz.ts'
import { BASE, errorLogs, logOffset, resetEmulator, send, signedIn, type Jar } from './helpers.ts'

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
