import { describe, expect, it } from 'vitest'
import { confirmsSignIn } from '#app/domain/identity/sign-in.ts'
import { postSignIn } from '#tests/helpers/protected-posts.ts'
import { CookieJar, toastOf } from '#tests/helpers/route.ts'

/** A sign-in on `locale`'s sign-in page, as its form posts it. */
async function signInOn(locale: string) {
  return (await postSignIn({}, new CookieJar(), locale)).result
}

describe('sign-in confirmation', () => {
  it('AUTH-013 is configured per site, off unless a site turns it on', () => {
    expect(confirmsSignIn('en-gb')).toBe(true)
    expect(confirmsSignIn('en-us')).toBe(false)
  })

  it('AUTH-013 where configured, a sign-in ends with the "signed in as" confirmation, named from the profile', async () => {
    const result = await signInOn('en-gb')
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/en-gb/account')
    expect(toastOf(result.cookies)).toEqual({
      type: 'success',
      title: 'You are signed in as Sam',
      confirm: true,
    })
  })

  it('AUTH-013 elsewhere the plain signed-in toast stays', async () => {
    const result = await signInOn('en-us')
    expect(toastOf(result.cookies)).toEqual({ type: 'success', title: 'You are now signed in.' })
  })
})
