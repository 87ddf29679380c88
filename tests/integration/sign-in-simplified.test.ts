import { describe, expect, it } from 'vitest'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

const CA = { locale: 'en-ca' }
type LoaderData = {
  simplified: boolean
  email?: string
  honeypot: { nameFieldName: string; validFromFieldName?: string; encryptedValidFrom: string }
}
type Lookup = {
  lookup?: { email: string; exists: boolean }
  result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}

async function openSignIn(jar: CookieJar, url: string, params = CA) {
  const page = await runRoute<LoaderData>(signInLoader, get(url, jar), params)
  jar.store(page.cookies)
  const { honeypot } = page.data!
  return {
    data: page.data!,
    trap: { [honeypot.nameFieldName]: '', [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom },
  }
}

async function lookUp(email: string, extra: Record<string, string> = {}) {
  const jar = new CookieJar()
  const { trap } = await openSignIn(jar, '/en-ca/sign-in')
  return runRoute<Lookup>(
    signInAction,
    post('/en-ca/sign-in', { intent: 'lookup', email, ...trap, ...extra }, jar),
    CA,
  )
}

describe('AUTH-012 simplified enrollment sign-in', () => {
  it('the site setting decides the variant: the Canadian site asks for the email first, the US site does not', async () => {
    expect((await openSignIn(new CookieJar(), '/en-ca/sign-in')).data.simplified).toBe(true)
    const us = await openSignIn(new CookieJar(), '/en-us/sign-in', { locale: 'en-us' })
    expect(us.data.simplified).toBe(false)
  })

  it('ACCT-035 an email with an account goes on to the password step, the email kept', async () => {
    const result = await lookUp('shopper@example.com', { redirectTo: '/en-ca/cart' })
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe(
      '/en-ca/sign-in?email=shopper%40example.com&redirectTo=%2Fen-ca%2Fcart',
    )
    const [call] = (await capturedRequests()).filter((c) => c.path === '/consumers-v3/consumer/lookup')
    expect(call?.query).toMatchObject({ email: 'shopper@example.com' })
  })

  it('a new email goes on to sign-up with the email filled in; a foreign redirect is dropped', async () => {
    const result = await lookUp('new.shopper@example.com', { redirectTo: 'https://evil.example/' })
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/en-ca/sign-up?email=new.shopper%40example.com')
  })

  it('VAL-029 an invalid email is refused at the field and kept', async () => {
    const result = await lookUp('not-an-email')
    expect(result.status).toBe(400)
    expect(result.data?.result?.error?.email?.length).toBeGreaterThan(0)
    expect(result.data?.result?.initialValue).toMatchObject({ email: 'not-an-email' })
    expect((await capturedRequests()).some((c) => c.path === '/consumers-v3/consumer/lookup')).toBe(false)
  })

  it('the dialog gets the answer as data, to switch its view instead of navigating', async () => {
    const found = await lookUp('shopper@example.com', { enhanced: '1' })
    expect(found.status).toBe(200)
    expect(found.data?.lookup).toEqual({ email: 'shopper@example.com', exists: true })
    const fresh = await lookUp('new.shopper@example.com', { enhanced: '1' })
    expect(fresh.data?.lookup).toEqual({ email: 'new.shopper@example.com', exists: false })
  })

  it('the password step carries the looked-up email', async () => {
    const page = await openSignIn(new CookieJar(), '/en-ca/sign-in?email=shopper%40example.com')
    expect(page.data).toMatchObject({ simplified: true, email: 'shopper@example.com' })
  })
})
