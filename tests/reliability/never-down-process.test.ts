import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { Jar, logLines, logOffset, postForm, resetEmulator, send, signedIn } from './helpers.ts'

beforeEach(() => resetEmulator())

/** The account page with a copy of a cookie, tagged with a request id to find its log lines. */
async function accountWith(cookie: Jar) {
  const requestId = `never-down-${randomUUID()}`
  const jar = new Jar()
  for (const [name, value] of cookie.cookies) jar.cookies.set(name, value)
  const response = await send('/en-us/account', { jar, headers: { 'x-request-id': requestId } })
  await response.body?.cancel()
  return { response, requestId }
}

/** A copy of a jar's cookies as they are now: what a shopper (or an attacker) may keep. */
function keep(jar: Jar) {
  const kept = new Jar()
  for (const [name, value] of jar.cookies) kept.cookies.set(name, value)
  return kept
}

function expectSignInRedirect(response: Response) {
  expect([302, 303]).toContain(response.status)
  expect(response.headers.get('Location')).toMatch(/\/en-us\/sign-in/)
}

async function expectAlive() {
  const health = await send('/healthz')
  expect(health.status).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })
}

/** Every value a log line must never show: the session cookie and the tokens it carries. */
function expectNoSecret(lines: Record<string, unknown>[], kept: Jar) {
  const text = JSON.stringify(lines)
  // The sealed session (the locale cookie's `en-us` is no secret, and shows in every path).
  const sealed = [...kept.cookies.values()].filter((value) => value.length > 32)
  expect(sealed.length).toBeGreaterThan(0)
  for (const value of sealed) expect(text).not.toContain(value)
  expect(text).not.toMatch(/Bearer [A-Za-z0-9]/)
}

/**
 * The request's lines reach the log file: the log is written asynchronously, so a line can land a moment
 * after the response (later still on a busy machine), and is waited for rather than read at once.
 */
async function expectLogged(from: number, requestId: string) {
  await expect
    .poll(() => logLines(from).filter((line) => line.requestId === requestId).length, { timeout: 5_000 })
    .toBeGreaterThan(0)
}

describe('a request never stops the process', () => {
  it("a signed-out session's kept cookie is sent to sign in, and the storefront keeps serving", async () => {
    const jar = await signedIn()
    expect((await send('/en-us/account', { jar })).status).toBe(200)
    const kept = keep(jar)
    const signedOut = await postForm('/en-us/sign-out', { intent: 'sign-out', from: '/en-us/account' }, jar)
    expect(signedOut.status).toBe(303)

    const from = logOffset()
    const { response, requestId } = await accountWith(kept)
    expectSignInRedirect(response)
    await expectAlive()
    // A second time: the first did not leave the process half alive.
    expectSignInRedirect((await accountWith(kept)).response)
    await expectAlive()

    await expectLogged(from, requestId)
    expectNoSecret(logLines(from), kept)
  })

  it('a cookie whose refresh token the service no longer knows is sent to sign in, and the storefront keeps serving', async () => {
    const jar = await signedIn()
    const kept = keep(jar)
    // The emulator forgets every token it issued.
    await resetEmulator()

    const from = logOffset()
    const { response, requestId } = await accountWith(kept)
    expectSignInRedirect(response)
    await expectAlive()

    await expectLogged(from, requestId)
    expectNoSecret(logLines(from), kept)
  })
})
