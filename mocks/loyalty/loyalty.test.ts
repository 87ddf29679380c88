import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { LoyaltyVouchersSchema, WelcomePromoSchema } from '#app/domain/account/loyalty.ts'
import { handlers } from '../index.ts'
import { db, resetState } from '../state.ts'
import { guestToken, signIn } from '../test-client.ts'

/** The consumer's loyalty reads, answered in-process over the whole emulator (faults included). */

const BASE = 'http://emulator.test'

async function call(method: string, path: string, token?: string, body?: unknown, locale = 'en_US') {
  const headers = new Headers({ 'x-api-key': 'k', 'Content-Type': 'application/json', 'x-source': 'ECOM15' })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const request = new Request(new URL(`${path}?locale=${locale}`, BASE), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const errorId = (result: { json: Record<string, unknown> }) =>
  (result.json.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId

const VOUCHERS = '/consumers-v3/consumer/loyalty/vouchers'
const PROMO = '/consumers-v3/consumer/loyalty/promo/welcome'

beforeEach(() => resetState())

describe('loyalty vouchers', () => {
  it('ACCT-038 a member reads their points and vouchers, seeded with mixed availability', async () => {
    const { accessToken } = await signIn('loyalty@example.com')
    const result = await call('GET', VOUCHERS, accessToken)
    expect(result.status).toBe(200)
    const loyalty = LoyaltyVouchersSchema.parse(result.json)
    expect(loyalty.currentLoyaltyPoints).toBe(2400)
    const states = loyalty.applicableLoyaltyVouchers.map((v) => [v.id, v.available, v.eligible, v.points])
    expect(states).toEqual([
      ['VCH-1000', true, true, 1000],
      ['VCH-5000', true, true, 5000],
      ['VCH-0500', false, true, 500],
      ['VCH-2000', true, false, 2000],
    ])
  })

  it('ERR-090 a registered shopper who is not a member gets 4044 (loyalty member not found); a guest REW401', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const notMember = await call('GET', VOUCHERS, accessToken)
    expect(notMember.status).toBe(404)
    expect(errorId(notMember)).toBe('4044')
    const guest = await call('GET', VOUCHERS, await guestToken())
    expect(guest.status).toBe(401)
    expect(errorId(guest)).toBe('REW401')
  })

  it('ACCT-038 vouchers are read for the token’s own consumer: another member’s are never answered', async () => {
    const other = [...db.consumers.values()].find((c) => c.account.email === 'athlete@example.com')!
    other.account = {
      ...other.account,
      isLoyaltyMember: true,
      loyalty: { currentLoyaltyPoints: 7, applicableLoyaltyVouchers: [] },
    }
    const athlete = await signIn('athlete@example.com')
    const member = await signIn('loyalty@example.com')
    const points = async (token: string) =>
      LoyaltyVouchersSchema.parse((await call('GET', VOUCHERS, token)).json).currentLoyaltyPoints
    expect(await points(athlete.accessToken)).toBe(7)
    expect(await points(member.accessToken)).toBe(2400)
  })

  it('ERR-090 CCN404 (unknown customer) can be scripted on the loyalty calls', async () => {
    const { accessToken } = await signIn('loyalty@example.com')
    const fault = await call('POST', '/__emulator/faults', undefined, {
      path: '/loyalty/vouchers$',
      status: 404,
      errorId: 'CCN404',
      times: 1,
    })
    expect(fault.status).toBeLessThan(300)
    const scripted = await call('GET', VOUCHERS, accessToken)
    expect(scripted.status).toBe(404)
    expect(errorId(scripted)).toBe('CCN404')
    expect((await call('GET', VOUCHERS, accessToken)).status).toBe(200)
  })
})

describe('loyalty welcome promotion', () => {
  it('ACCT-037 GET …/loyalty/promo/welcome answers the welcome promotion to members and non-members', async () => {
    for (const email of ['loyalty@example.com', 'shopper@example.com']) {
      const { accessToken } = await signIn(email)
      const result = await call('GET', PROMO, accessToken)
      expect(result.status).toBe(200)
      expect(WelcomePromoSchema.parse(result.json)).toMatchObject({
        promotionId: 'LOYALTY-WELCOME',
        title: 'Welcome to XPLR Pass',
      })
    }
    const guest = await call('GET', PROMO, await guestToken())
    expect(errorId(guest)).toBe('REW401')
  })

  it('ACCT-037 the welcome promotion reads in German and in French', async () => {
    const { accessToken } = await signIn('loyalty@example.com')
    const german = await call('GET', PROMO, accessToken, undefined, 'de_DE')
    expect(german.json).toMatchObject({
      promotionId: 'LOYALTY-WELCOME',
      title: 'Willkommen bei XPLR Pass',
      description: 'Mitglieder erhalten bei jeder Bestellung kostenlosen Standardversand.',
    })
    const french = await call('GET', PROMO, accessToken, undefined, 'fr_CA')
    expect(french.json).toMatchObject({ title: 'Bienvenue dans XPLR Pass' })
  })
})

describe('loyalty enrolment', () => {
  it('ACCT-036 POST …/loyalty/token with usid (and an optional referralCode) makes a non-member a member with vouchers to read', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    expect((await call('POST', '/consumers-v3/consumer/loyalty/token', accessToken, {})).status).toBe(400)
    const enrolled = await call('POST', '/consumers-v3/consumer/loyalty/token', accessToken, {
      usid: 'u-1',
      referralCode: 'FRIEND-1',
    })
    expect(enrolled.json).toMatchObject({ isLoyaltyMember: true, memberId: expect.any(String) })
    const loyalty = LoyaltyVouchersSchema.parse((await call('GET', VOUCHERS, accessToken)).json)
    expect(loyalty).toEqual({ currentLoyaltyPoints: 0, applicableLoyaltyVouchers: [] })
  })
})
