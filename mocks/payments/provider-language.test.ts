import { beforeEach, describe, expect, test } from 'vitest'
import { PaymentSessionSchema } from '#app/domain/cart/cart.ts'
import { PROVIDER_TEXT } from './provider-text.ts'
import { resetState } from '../state.ts'
import { call, guestToken } from '../test-client.ts'

beforeEach(() => resetState())

const RETURN_URL = 'http://shop.test/fr-fr/checkout/summary'
const NBSP = '\u00a0'

/** A card session opened by a call in `locale`, as the storefront opens it from the payment step. */
async function session(locale: string) {
  const token = await guestToken()
  const answer = await call(
    'GET',
    `/cart/v1/paymentSession?referer=${encodeURIComponent(RETURN_URL)}&paymentMethodId=CREDIT_CARD`,
    { token, locale },
  )
  return PaymentSessionSchema.parse(answer.json).provider
}

describe('the card provider speaks the shopper’s language (the session’s locale)', () => {
  test('the hosted page and its refusals in French: labels, hints, button, errors, lang', async () => {
    const { redirectUrl } = await session('fr_FR')
    const page = await call('GET', redirectUrl, { noKey: true })
    expect(page.text).toContain('<html lang="fr">')
    for (const label of ['Nom du titulaire de la carte', 'Numéro de carte', 'Cryptogramme visuel'])
      expect(page.text).toContain(`>${label}</label>`)
    expect(page.text).toContain('Date d’expiration (MM/AA)')
    expect(page.text).not.toMatch(/Card number|Cardholder name|Security code|>Cancel</)

    const refused = await call('POST', redirectUrl, {
      noKey: true,
      form: { cardholderName: '', cardNumber: '4111 1111 1111 1112', expiry: '13/30', cvc: '1' },
    })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Un problème est survenu')
    const { cardholderName, cardNumber, expiry, cvc } = PROVIDER_TEXT.fr.errors
    for (const message of [cardholderName, cardNumber, expiry, cvc]) expect(refused.text).toContain(message)
    expect(refused.text).not.toContain('Enter a valid card number')
  })

  test('the card fields and the decline in German', async () => {
    const { sessionId } = await session('de_DE')
    const fields = await call('GET', `http://emulator.test/__provider/fields/${sessionId}`, { noKey: true })
    expect(fields.text).toContain('<html lang="de">')
    expect(fields.text).toContain('>Kartennummer</label>')
    expect(fields.text).toContain('>Diese Karte verwenden</button>')
    const declined = await call('POST', `http://emulator.test/__provider/fields/${sessionId}`, {
      noKey: true,
      form: { cardholderName: 'Lena Weber', cardNumber: '4000 0000 0000 0002', expiry: '12/35', cvc: '123' },
    })
    expect(declined.text).toContain('Ihre Karte wurde abgelehnt.')
  })

  test('the issuer’s challenge in French, with the French colon in its title', async () => {
    const { redirectUrl } = await session('fr_FR')
    const challenged = await call('POST', redirectUrl, {
      noKey: true,
      form: {
        cardholderName: 'Camille Martin',
        cardNumber: '4000 0000 0000 3220',
        expiry: '12/35',
        cvc: '123',
      },
    })
    expect(challenged.text).toContain('Confirmez ce paiement')
    expect(challenged.text).toContain('>Confirmer l’authentification</button>')
    expect(challenged.text).toContain(`<title>Paiement sécurisé EmuPay${NBSP}: Confirmez ce paiement</title>`)
  })

  test('an English or unknown locale keeps the English page', async () => {
    const { redirectUrl } = await session('en_GB')
    const page = await call('GET', redirectUrl, { noKey: true })
    expect(page.text).toContain('<html lang="en">')
    expect(page.text).toContain('>Card number</label>')
  })
})
