import { describe, expect, it } from 'vitest'
import ProfileStep, { loader as profileLoader } from '#app/routes/enrol-profile.tsx'
import { action as interestsAction } from '#app/routes/enrol-interests.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { ACCOUNTS } from '#mocks/customers/seed/accounts.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
type ProfileData = Awaited<ReturnType<typeof profileLoader>>
type SignInPage = {
  honeypot: { nameFieldName: string; validFromFieldName?: string; encryptedValidFrom: string }
}

async function signedInAs(email: string) {
  const jar = new CookieJar()
  const page = await runRoute<SignInPage>(signInLoader, get('/en-us/sign-in', jar), L)
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const form = {
    intent: 'sign-in',
    email,
    password: 'Passw0rd!',
    [honeypot.nameFieldName]: '',
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
  }
  const result = await runRoute(signInAction, post('/en-us/sign-in', form, jar), L)
  expect(result.status).toBe(303)
  jar.store(result.cookies)
  return jar
}

/** The value attribute of the named input in server-rendered HTML. */
function valueOf(html: string, name: string) {
  const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? ''
  return input.match(/value="([^"]*)"/)?.[1]
}

describe('loyalty sign-up (enrolment profile step)', () => {
  it('AUTH-021 a signed-in shopper opening it sees the known profile values prefilled', async () => {
    const account = ACCOUNTS.find((a) => a.email === 'shopper@example.com')!
    const jar = await signedInAs(account.email)
    const page = await runRoute<ProfileData>(profileLoader, get('/en-us/enrol/profile', jar), L)
    expect(page.status).toBe(200)
    const data = page.data!
    expect(data.defaults).toEqual({
      firstName: account.firstName,
      lastName: account.lastName,
      postalCode: account.postalCode,
      birthDate: account.birthDate,
    })

    // The rendered form carries them as the fields' values.
    const props = { loaderData: data } as unknown as Parameters<typeof ProfileStep>[0]
    const html = renderWithProviders(<ProfileStep {...props} />, { path: '/en-us/enrol/profile' })
    expect(valueOf(html, 'firstName')).toBe('Sam')
    expect(valueOf(html, 'lastName')).toBe('Shopper')
    expect(valueOf(html, 'postalCode')).toBe('97205')
    expect(valueOf(html, 'birthDate')).toBe('1990-05-14')
  })

  it('AUTH-021 a signed-out shopper is sent to sign in first', async () => {
    const page = await runRoute(profileLoader, get('/en-us/enrol/profile'), L)
    expect(page.response?.headers.get('Location')).toBe(
      '/en-us/sign-in?redirectTo=%2Fen-us%2Fenrol%2Fprofile',
    )
  })
})

describe('loyalty sign-up (enrolment interests step)', () => {
  type Refused = { result: { error?: Record<string, string[] | null> } }

  it('ACCT-043 an unknown intent is refused with 400 and saves nothing; skip still goes on', async () => {
    const jar = await signedInAs('shopper@example.com')
    const before = (await capturedRequests()).length
    const forms: Record<string, string>[] = [
      { intent: 'save-all', interests: 'running' },
      { interests: 'running' },
    ]
    for (const form of forms) {
      const result = await runRoute<Refused>(interestsAction, post('/en-us/enrol/interests', form, jar), L)
      expect(result.status).toBe(400)
      expect(result.data?.result.error).toBeTruthy()
    }
    expect((await capturedRequests()).slice(before).some((c) => c.method === 'PUT')).toBe(false)
    const skipped = await runRoute(
      interestsAction,
      post('/en-us/enrol/interests', { intent: 'skip-interests' }, jar),
      L,
    )
    expect(skipped.response?.headers.get('Location')).toBe('/en-us/enrol/success')
  })
})
