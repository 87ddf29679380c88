import { describe, expect, it } from 'vitest'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { action as changeAction, loader as changeLoader } from '#app/routes/account-password.tsx'
import { action as forgotAction, loader as forgotLoader } from '#app/routes/forgot-password.tsx'
import { action as resetAction, loader as resetLoader } from '#app/routes/reset-password.tsx'
import { action as signUpAction, loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
type Result = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
  expired?: boolean
}

async function honeypotFields(
  loader: typeof forgotLoader | typeof signUpLoader,
  url: string,
  jar: CookieJar,
) {
  const page = await runRoute<{
    honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string }
  }>(loader, get(url, jar), L)
  jar.store(page.cookies)
  const { honeypot } = page.data!
  return { [honeypot.nameFieldName]: '', [honeypot.validFromFieldName]: honeypot.encryptedValidFrom }
}

async function forgot(email: string) {
  const jar = new CookieJar()
  const trap = await honeypotFields(forgotLoader, '/en-us/forgot-password', jar)
  return runRoute<Result>(
    forgotAction,
    post('/en-us/forgot-password', { intent: 'forgot-password', email, ...trap }, jar),
    L,
  )
}

async function mailbox(): Promise<{ to: string; link: string }[]> {
  return (await (await fetch('http://emulator.test/__emulator/emails')).json()) as {
    to: string
    link: string
  }[]
}

/** Signs in through the emulator's own signin call: true when the password is accepted. */
async function passwordWorks(email: string, password: string) {
  const response = await fetch('http://emulator.test/consumers-v3/auth/signin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': 'k' },
    body: JSON.stringify({ type: 'Registered', username: email, password, codeChallenge: 'c'.repeat(43) }),
  })
  return response.ok
}

async function reset(token: string, newPassword: string, confirmPassword = newPassword) {
  return runRoute<Result>(
    resetAction,
    post('/en-us/reset-password', { intent: 'reset-password', token, newPassword, confirmPassword }),
    L,
  )
}

describe('forgot and reset password', () => {
  it('AUTH-030 AUTH-032 the same answer for a known and an unknown email; only the known one gets a link', async () => {
    const known = await forgot('shopper@example.com')
    const unknown = await forgot('nobody@example.com')
    expect(known.status).toBe(303)
    expect(unknown.status).toBe(303)
    expect(toastOf(known.cookies)?.title).toBe(
      'If an account exists for shopper@example.com, we have sent a link to reset its password. Check your inbox.',
    )
    expect(toastOf(unknown.cookies)?.title).toContain('If an account exists for nobody@example.com')
    const emails = await mailbox()
    expect(emails.map((e) => e.to)).toEqual(['shopper@example.com'])
    expect(emails[0]!.link).toMatch(/^http:\/\/localhost:3000\/en-us\/reset-password\?token=rst_/)
    const call = (await capturedRequests()).find((c) => c.path === '/consumers-v3/confirmforgotpassword')
    expect(call?.body).toMatchObject({ email: 'shopper@example.com', recaptcha_response: expect.any(String) })
  })

  it('refuses a forgot-password post without the honeypot', async () => {
    const result = await runRoute(
      forgotAction,
      post('/en-us/forgot-password', { email: 'shopper@example.com' }),
      L,
    )
    expect(result.status).toBe(400)
    expect(await mailbox()).toEqual([])
  })

  it('AUTH-033 ERR-017 the link sets a new password once; used again it has expired (AUT402)', async () => {
    await forgot('shopper@example.com')
    const token = new URL((await mailbox())[0]!.link).searchParams.get('token')!
    const page = await runRoute<{ token: string }>(
      resetLoader,
      get(`/en-us/reset-password?token=${token}`),
      L,
    )
    expect(page.data?.token).toBe(token)

    const done = await reset(token, 'NewTrail2025')
    expect(done.response?.headers.get('Location')).toBe('/en-us/reset-password?done=1')
    expect(await passwordWorks('shopper@example.com', 'NewTrail2025')).toBe(true)
    expect(await passwordWorks('shopper@example.com', 'Passw0rd!')).toBe(false)
    const body = (await capturedRequests()).find(
      (c) => c.path === '/consumers-v3/consumer/resetpassword',
    )?.body
    expect(body).toEqual({ token, newPassword: 'NewTrail2025' })

    const again = await reset(token, 'OtherTrail2025')
    expect(again.status).toBe(400)
    expect(again.data?.result.error?.['']).toEqual([errorMessage('AUT402')])
    expect(again.data?.expired).toBe(true)
  })

  it('ERR-017 an expired link answers AUT402', async () => {
    await forgot('shopper@example.com')
    const token = new URL((await mailbox())[0]!.link).searchParams.get('token')!
    await fetch('http://emulator.test/__emulator/reset-tokens/expire', { method: 'POST' })
    const result = await reset(token, 'NewTrail2025')
    expect(result.data?.result.error?.['']).toEqual([errorMessage('AUT402')])
  })

  it('VAL-014 FE340 ERR-088 the new password follows the rules and must be repeated exactly', async () => {
    const short = await reset('rst_x', 'Ab1')
    expect(short.data?.result.error?.newPassword).toEqual(['Password must contain at least 8 characters'])
    const mismatch = await reset('rst_x', 'NewTrail2025', 'NewTrail2026')
    expect(mismatch.data?.result.error?.confirmPassword).toEqual([errorMessage('FE340')])
    expect(mismatch.data?.result.initialValue?.newPassword).toBeUndefined()
  })
})

async function signedUpJar() {
  const jar = new CookieJar()
  const trap = await honeypotFields(signUpLoader, '/en-us/sign-up', jar)
  const result = await runRoute(
    signUpAction,
    post(
      '/en-us/sign-up',
      {
        intent: 'sign-up',
        firstName: 'Cam',
        lastName: 'Changer',
        email: 'cam@example.com',
        password: 'First2025x',
        policy: 'on',
        ...trap,
      },
      jar,
    ),
    L,
  )
  jar.store(result.cookies)
  return jar
}

function change(jar: CookieJar, currentPassword: string, newPassword: string, confirmPassword = newPassword) {
  return runRoute<Result>(
    changeAction,
    post(
      '/en-us/account/password',
      { intent: 'change-password', currentPassword, newPassword, confirmPassword },
      jar,
    ),
    L,
  )
}

describe('change password', () => {
  it('AUTH-036 a signed-out shopper is sent to sign in first', async () => {
    const result = await runRoute(changeLoader, get('/en-us/account/password'), L)
    expect(result.response?.headers.get('Location')).toBe(
      '/en-us/sign-in?redirectTo=%2Fen-us%2Faccount%2Fpassword',
    )
  })

  it('AUTH-031 ERR-023 ERR-024 ERR-088: wrong current (AUT450), same as current (AUT451), an earlier one (AUT452), mismatch (FE340), then success', async () => {
    const jar = await signedUpJar()
    const wrong = await change(jar, 'Wrong2025x', 'Second2025x')
    expect(wrong.data?.result.error?.currentPassword).toEqual([errorMessage('AUT450')])
    const same = await change(jar, 'First2025x', 'First2025x')
    expect(same.data?.result.error?.newPassword).toEqual([errorMessage('AUT451')])
    const mismatch = await change(jar, 'First2025x', 'Second2025x', 'Second2025y')
    expect(mismatch.data?.result.error?.confirmPassword).toEqual([errorMessage('FE340')])

    const ok = await change(jar, 'First2025x', 'Second2025x')
    expect(ok.response?.headers.get('Location')).toBe('/en-us/account/password')
    expect(toastOf(ok.cookies)?.title).toBe('Your password has been changed.')
    const call = (await capturedRequests())
      .filter((c) => c.path === '/consumers-v3/consumer/changepassword')
      .at(-1)
    expect(call?.body).toEqual({ currentPassword: 'First2025x', newPassword: 'Second2025x' })
    expect(call?.headers.authorization).toMatch(/^Bearer at_/)

    const previous = await change(jar, 'Second2025x', 'First2025x')
    expect(previous.data?.result.error?.newPassword).toEqual([errorMessage('AUT452')])
    expect(await passwordWorks('cam@example.com', 'Second2025x')).toBe(true)
  })
})
