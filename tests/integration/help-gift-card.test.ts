import type { AddressInfo } from 'node:net'
import express from 'express'
import { http, passthrough } from 'msw'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { giftCardBalancePath } from '#app/domain/paths/self-service-paths.ts'
import { action, loader } from '#app/routes/gift-card.tsx'
import { LIMITED_POSTS_PER_MINUTE, limitSignInLikePosts } from '#app/platform/security/rate-limit.server.ts'
import { server as emulator } from '#mocks/node.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { hiddenFields, type Reply } from '#tests/helpers/help-forms.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
const PATH = giftCardBalancePath('en-us')

type Answer = Reply & { balance: { amount: string; note: string | null; lastFour: string } | null }

async function check(cardNumber: string, pin: string, extra: Record<string, string> = {}, locale = 'en-us') {
  const jar = new CookieJar()
  const path = giftCardBalancePath(locale)
  const hidden = await hiddenFields(loader, path, jar)
  return runRoute<Answer>(
    action,
    post(path, { ...hidden, intent: 'check-balance', cardNumber, pin, ...extra }, jar),
    { locale },
  )
}

const balanceCalls = async () =>
  (await capturedRequests()).filter((r) => r.path === '/cart/v1/giftcard/balance')

describe('gift card balance page', () => {
  it('CMS-004 fetches the gift-card content page by its name and renders with the form', async () => {
    const page = await runRoute<{ page: { slug: string } | null }>(loader, get(PATH), L)
    expect(page.status).toBe(200)
    expect(page.data?.page?.slug).toBe('gift-card')
    const paths = (await capturedRequests()).map((r) => r.path)
    expect(paths.some((p) => p.endsWith('/caas/v1/canvas/augmentedpage/us/gift-card'))).toBe(true)
  })

  it('CHK-024 shows the balance formatted for the locale, in one call, and never sends the PIN back', async () => {
    const result = await check('6006 4900 0000 0001', '1111')
    expect(result.status).toBe(200)
    expect(result.data!.balance).toEqual({ amount: '$50.00', note: null, lastFour: '0001' })
    expect(await balanceCalls()).toHaveLength(1)
    expect(JSON.stringify(result.data)).not.toContain('1111')
    const canadian = await check('6006490000000001', '1111', {}, 'en-ca')
    expect(canadian.data!.balance?.amount).toMatch(/^CA\$|CAD/)
  })

  it('ERR-058 a zero balance shows $0.00 with the zero-balance message', async () => {
    const result = await check('6006490000000002', '2222')
    expect(result.data!.balance).toMatchObject({ amount: '$0.00', note: errorMessage('GFC740') })
  })

  it('ERR-055 ERR-056 an invalid or expired card shows its message at the card number, the PIN not kept', async () => {
    const wrongPin = await check('6006490000000001', '9999')
    expect(wrongPin.status).toBe(400)
    expect(wrongPin.data!.result.error?.cardNumber).toEqual([errorMessage('GFC800')])
    expect(wrongPin.data!.result.initialValue).toMatchObject({ cardNumber: '6006490000000001' })
    expect(wrongPin.data!.result.initialValue).not.toHaveProperty('pin')
    const expired = await check('6006490000000006', '6666')
    expect(expired.data!.result.error?.cardNumber).toEqual([errorMessage('GFC812')])
    expect(JSON.stringify(expired.data)).not.toContain('6666')
  })

  it('ERR-052 ERR-054 ERR-055 ERR-057 ERR-058 GFC400, GFC799, GFC700, GFC760, GFC725 and GFC740 from the balance call show at the card number', async () => {
    for (const errorId of ['GFC400', 'GFC799', 'GFC725', 'GFC740', 'GFC700', 'GFC760']) {
      await injectFault({ path: '/giftcard/balance$', status: 400, errorId, times: 1 })
      const result = await check('6006490000000001', '1111')
      expect(result.data!.result.error?.cardNumber, errorId).toEqual([errorMessage(errorId)])
    }
  })

  it('VAL-001 without a number or PIN: the required message at the fields, no call', async () => {
    const result = await check(' ', '')
    expect(result.data!.result.error).toMatchObject({
      cardNumber: ['This field is required'],
      pin: ['This field is required'],
    })
    expect(await balanceCalls()).toHaveLength(0)
  })

  it('CHK-024 an upstream failure without a code shows above the form', async () => {
    await injectFault({ path: '/giftcard/balance$', body: { nope: true }, status: 502 })
    const result = await check('6006490000000001', '1111')
    expect(result.status).toBe(400)
    expect(result.data!.result.error?.['']).toEqual([
      'We could not check the balance right now. Please try again later.',
    ])
  })

  it('CHK-024 a filled honeypot or an unknown intent is refused without a call', async () => {
    const jar = new CookieJar()
    const hidden = await hiddenFields(loader, PATH, jar)
    const trap = Object.keys(hidden)[0]!
    const values = { cardNumber: '6006490000000001', pin: '1111' }
    const bot = await runRoute<Answer>(
      action,
      post(PATH, { ...hidden, ...values, intent: 'check-balance', [trap]: 'x' }, jar),
      L,
    )
    expect(bot.status).toBe(400)
    expect(bot.data!.balance).toBeNull()
    const unknown = await runRoute(
      action,
      post(PATH, { ...hidden, ...values, intent: 'check-gift-card' }, jar),
      L,
    )
    expect(unknown.status).toBe(400)
    expect(await balanceCalls()).toHaveLength(0)
  })
})

describe('gift card balance rate limit', () => {
  it('CHK-024 balance checks past the limit get the too-many-requests page, like sign-in', async () => {
    const app = express()
    app.use(limitSignInLikePosts())
    app.all('/{*splat}', (req, res) => {
      if (res.locals.rateLimited) res.json({ method: req.method, url: req.originalUrl })
      else res.send('ok')
    })
    const listening = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()))
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
    emulator.use(http.all(`${base}/*`, () => passthrough()))
    const postTo = (path: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=check-balance&cardNumber=6006490000000001&pin=0000',
      })
    try {
      for (let i = 0; i < LIMITED_POSTS_PER_MINUTE; i += 1) expect((await postTo(PATH)).status).toBe(200)
      expect(await (await postTo(PATH)).json()).toMatchObject({
        method: 'GET',
        url: '/en-us/too-many-requests',
      })
      expect(await (await postTo(`${PATH}.data`)).json()).toMatchObject({ method: 'POST' })
      // Gift card products and the cart are not limited.
      expect((await postTo('/en-us/p/gift-card-GC100001')).status).toBe(200)
      expect((await postTo('/en-us/cart')).status).toBe(200)
    } finally {
      await new Promise((resolve) => listening.close(resolve))
    }
  })
})
