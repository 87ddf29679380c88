import { describe, expect, it } from 'vitest'
import { confirmsSignIn } from '#app/models/sign-in.ts'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInPath } from '#app/models/paths.ts'

type LoaderData = {
  honeypot: { nameFieldName: string; validFromFieldName?: string; encryptedValidFrom: string }
}

async function signInOn(locale: string) {
  const jar = new CookieJar()
  const params = { locale }
  const page = await runRoute<LoaderData>(signInLoader, get(signInPath(locale), jar), params)
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const form = {
    intent: 'sign-in',
    email: 'shopper@example.com',
    password: 'Passw0rd!',
    [honeypot.nameFieldName]: '',
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
  }
  return runRoute(signInAction, post(signInPath(locale), form, jar), params)
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
