import { cartPath, signInPath } from '#app/domain/paths/paths.ts'
import { describe, expect, it } from 'vitest'
import { action as cartAction } from '#app/routes/cart.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

/**
 * Issue 17 §1: a failing post reads the error catalogue in the shopper's language, resolved on the
 * server from the URL's locale (fr-ca and fr-fr share French); English pages keep the spec's words.
 */
const SIZE_9 = findProduct('RS100001')!.variants.find((v) => v.size === '9')!.upc

type FormResult = { result: { error?: Record<string, string[] | null> } }
type CartReply = {
  reply?: { intent: string; errors: Record<string, string | undefined>; values: Record<string, string> }
}

async function wrongSignIn(locale: string) {
  const jar = new CookieJar()
  const page = await runRoute<{ honeypot: Record<string, string> }>(
    signInLoader,
    get(signInPath(locale), jar),
    { locale },
  )
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const form = {
    intent: 'sign-in',
    email: 'shopper@example.com',
    password: 'Wrong1pass',
    [honeypot.nameFieldName!]: '',
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom!,
  }
  return runRoute<FormResult>(signInAction, post(signInPath(locale), form, jar), { locale })
}

async function badCoupon(locale: string, code: string) {
  const jar = new CookieJar()
  const act = async (form: Record<string, string>) => {
    const result = await runRoute(cartAction, post(cartPath(locale), form, jar), { locale })
    jar.store(result.cookies)
    return result
  }
  await act({
    intent: 'add-to-cart',
    productId: 'RS100001',
    upc: SIZE_9,
    qty: '1',
    redirectTo: cartPath(locale),
  })
  const result = await act({ intent: 'apply-coupon', code })
  expect(result.response?.status).toBeGreaterThanOrEqual(400)
  return ((await result.response!.clone().json()) as CartReply).reply
}

describe('issue 17 §1 error messages in the shopper’s language', () => {
  it('ERR-010 a wrong password on de-de reads the AUT401 message in German', async () => {
    const result = await wrongSignIn('de-de')
    expect(result.status).toBe(400)
    expect(result.data?.result.error?.['']).toEqual([
      'Die E-Mail-Adresse oder das Passwort ist falsch. Bitte versuchen Sie es erneut.',
    ])
  })

  it('ERR-010 a wrong password on fr-ca reads it in French, on en-gb in the spec’s English', async () => {
    expect((await wrongSignIn('fr-ca')).data?.result.error?.['']).toEqual([
      'L’adresse e-mail ou le mot de passe est incorrect. Veuillez réessayer.',
    ])
    expect((await wrongSignIn('en-gb')).data?.result.error?.['']).toEqual([
      'The email or password is incorrect. Please try again.',
    ])
  })

  it('ERR-072 an invalid coupon on de-de gets the German PRM130 message at the code field, the code kept', async () => {
    const reply = await badCoupon('de-de', 'NOPE')
    expect(reply).toEqual({
      intent: 'apply-coupon',
      errors: { code: 'Dieser Aktionscode ist ungültig. Bitte prüfen Sie ihn und versuchen Sie es erneut.' },
      values: { code: 'NOPE' },
    })
  })

  it('ERR-076 an expired coupon on fr-fr gets the French PRM155 message', async () => {
    const reply = await badCoupon('fr-fr', 'EXPIRED')
    expect(reply?.errors.code).toBe('Ce code promo a expiré.')
  })
})
