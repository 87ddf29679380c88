import { describe, expect, it } from 'vitest'
import { action as removeAction, loader as removeLoader } from '#app/routes/account-payment-method-remove.tsx'
import { action, loader } from '#app/routes/account-payment-methods.tsx'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const PAGE = '/en-us/account/payment-methods'
type Page = Awaited<ReturnType<typeof loader>>

async function signedIn(email = 'wallet@example.com') {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

async function page(jar: CookieJar) {
  return (await runRoute<Page>(loader, get(PAGE, jar), L)).data!
}

async function writes(since: number) {
  return (await capturedRequests())
    .slice(since)
    .filter((c) => c.method !== 'GET' && c.path.startsWith('/consumers-v3/consumer/payment_instruments'))
    .map((c) => `${c.method} ${c.path}`)
}

describe('the payment methods page', () => {
  it('ACCT-021 lists saved cards (main first) and a member’s reward code and card, each read by its method', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const data = await page(jar)
    expect(data.cards.map((c) => [c.id, c.main])).toEqual([
      ['spi-seed-21a', true],
      ['spi-seed-21b', false],
    ])
    expect(data.rewards.map((r) => [r.method, r.label])).toEqual([
      ['REWARD_CODE', 'RWD10WALLET'],
      ['REWARD_CARD', '5151'],
    ])
    const methods = (await capturedRequests())
      .slice(before)
      .filter((c) => c.path === '/consumers-v3/consumer/payment_instruments')
      .map((c) => c.query.method)
    expect(methods.sort()).toEqual(['CREDIT_CARD', 'REWARD_CARD', 'REWARD_CODE'])
    const response = await runRoute(loader, get(PAGE, jar), L)
    expect(response.response?.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('ACCT-023 make main sends one PATCH; the other card is no longer main', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const made = await runRoute(
      action,
      post(PAGE, { intent: 'make-main-card', instrumentId: 'spi-seed-21b' }, jar),
      L,
    )
    expect(made.status).toBe(303)
    expect(toastOf(made.cookies)?.title).toBe('Main card changed')
    expect(await writes(before)).toEqual(['PATCH /consumers-v3/consumer/payment_instruments/spi-seed-21b'])
    expect((await page(jar)).cards.map((c) => [c.id, c.main])).toEqual([
      ['spi-seed-21b', true],
      ['spi-seed-21a', false],
    ])
  })

  it('ACCT-024 removing is confirmed by a post; the confirmation page changes nothing', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const params = { ...L, instrumentId: 'spi-seed-21b' }
    const confirm = await runRoute<{ card: { lastFour: string } }>(
      removeLoader,
      get(`${PAGE}/spi-seed-21b/remove`, jar),
      params,
    )
    expect(confirm.data?.card.lastFour).toBe('5454')
    expect(await writes(before)).toEqual([])
    const removed = await runRoute(
      removeAction,
      post(`${PAGE}/spi-seed-21b/remove`, { intent: 'remove-instrument' }, jar),
      params,
    )
    expect(removed.status).toBe(303)
    expect(await writes(before)).toEqual(['DELETE /consumers-v3/consumer/payment_instruments/spi-seed-21b'])
    expect((await page(jar)).cards.map((c) => c.id)).toEqual(['spi-seed-21a'])
    const reward = { ...L, instrumentId: 'RWC-0021' }
    await runRoute(
      removeAction,
      post(`${PAGE}/RWC-0021/remove`, { intent: 'remove-instrument' }, jar),
      reward,
    )
    expect((await page(jar)).rewards.map((r) => r.id)).toEqual(['RWK-0021'])
  })

  it('ACCT-024 a removal that fails shows the error and the card stays', async () => {
    const jar = await signedIn()
    await injectFault({
      path: '/consumers-v3/consumer/payment_instruments/spi-seed-21b',
      method: 'DELETE',
      status: 500,
      times: 1,
    })
    const failed = await runRoute<{ result: { error: Record<string, string[]> } }>(
      removeAction,
      post(`${PAGE}/spi-seed-21b/remove`, { intent: 'remove-instrument' }, jar),
      { ...L, instrumentId: 'spi-seed-21b' },
    )
    expect(failed.status).toBe(400)
    expect(failed.data?.result.error['']?.[0]).toBeTruthy()
    expect((await page(jar)).cards).toHaveLength(2)
  })

  it('a member adds a reward code; a refused one shows at the field with what was typed kept', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const added = await runRoute(
      action,
      post(PAGE, { intent: 'add-reward', method: 'REWARD_CODE', code: 'TRAIL-2026' }, jar),
      L,
    )
    expect(added.status).toBe(303)
    expect(toastOf(added.cookies)?.title).toBe('Reward added')
    const body = (await capturedRequests()).slice(before).find((c) => c.method === 'POST')?.body
    expect(body).toMatchObject({
      payment_method_id: 'REWARD_CODE',
      code: 'TRAIL2026',
      recaptcha_response: expect.any(String),
    })
    expect((await page(jar)).rewards.map((r) => r.label)).toContain('TRAIL2026')

    const refused = await runRoute<{
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }>(action, post(PAGE, { intent: 'add-reward', method: 'REWARD_CARD', code: '12' }, jar), L)
    expect(refused.status).toBe(400)
    expect(refused.data?.result.error.code?.[0]).toBeTruthy()
    expect(refused.data?.result.initialValue.code).toBe('12')
    const empty = await runRoute<{ result: { error: Record<string, string[]> } }>(
      action,
      post(PAGE, { intent: 'add-reward', method: 'REWARD_CODE', code: '' }, jar),
      L,
    )
    expect(empty.status).toBe(400)
    expect(empty.data?.result.error.code).toBeDefined()
  })

  it('an unknown intent is refused with 400 and nothing is sent', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const forms: Record<string, string>[] = [
      { intent: 'delete-account' },
      { intent: 'remove-instrument', instrumentId: 'spi-seed-21a' },
      {},
    ]
    for (const form of forms) {
      expect((await runRoute(action, post(PAGE, form, jar), L)).status).toBe(400)
    }
    const wrong = await runRoute(
      removeAction,
      post(`${PAGE}/spi-seed-21a/remove`, { intent: 'make-main-card' }, jar),
      {
        ...L,
        instrumentId: 'spi-seed-21a',
      },
    )
    expect(wrong.status).toBe(400)
    expect(await writes(before)).toEqual([])
  })

  it("IDOR one shopper cannot see, make main or remove another's card or reward", async () => {
    const jar = await signedIn('cards@example.com')
    for (const id of ['spi-seed-21b', 'RWC-0021']) {
      const params = { ...L, instrumentId: id }
      expect((await runRoute(removeLoader, get(`${PAGE}/${id}/remove`, jar), params)).status).toBe(404)
      const removed = await runRoute(
        removeAction,
        post(`${PAGE}/${id}/remove`, { intent: 'remove-instrument' }, jar),
        params,
      )
      expect(removed.status).toBe(404)
    }
    const main = await runRoute(
      action,
      post(PAGE, { intent: 'make-main-card', instrumentId: 'spi-seed-21b' }, jar),
      L,
    )
    expect(main.status).toBe(404)
    const owner = await page(await signedIn())
    expect(owner.cards.map((c) => [c.id, c.main])).toEqual([
      ['spi-seed-21a', true],
      ['spi-seed-21b', false],
    ])
    expect(owner.rewards).toHaveLength(2)
  })
})
