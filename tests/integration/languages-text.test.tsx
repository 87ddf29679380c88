import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { Stars } from '#app/features/reviews/ui/review-stars.tsx'
import { loader as editAddressLoader } from '#app/routes/account-address-edit.tsx'
import { loader as historyLoader } from '#app/routes/account-orders.tsx'
import { action as walletAction } from '#app/routes/checkout-wallet.tsx'
import { loader as homeLoader, meta as homeMeta } from '#app/routes/home.tsx'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import BillingStep, { loader as billingLoader } from '#app/routes/checkout-billing.tsx'
import { NonceProvider } from '#app/components/nonce.tsx'
import { addToCart, FR_ADDRESS, shipTo } from '#tests/helpers/checkout.ts'
import { checkoutPath, productPath } from '#app/domain/paths/paths.ts'
import { accountOrdersPath } from '#app/domain/paths/self-service-paths.ts'
import { I18nTestProvider, renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/**
 * What a de-de, fr-fr or fr-ca shopper reads, from the services' data to our own code: in their
 * language, with no English left over where the shop has the text in theirs.
 */

type Pdp = {
  product: { features: string[] }
  color: { images: { alt: string }[] }
}
const SLUG = 'tempo-trail-runner-RS100001'

const pdp = async (locale: string) =>
  (
    await runRoute<Pdp>(pdpLoader, get(productPath(locale, { slug: 'tempo-trail-runner', id: 'RS100001' })), {
      locale,
      slugId: SLUG,
    })
  ).data!

function render(ui: React.ReactNode, language: string) {
  return renderToString(<I18nTestProvider language={language}>{ui}</I18nTestProvider>)
}

describe('French and German text throughout', () => {
  it('the product page lists its features and names its images in German and in French', async () => {
    const german = await pdp('de-de')
    expect(german.product.features).toContain('Steinschutzplatte unter dem Vorfuß')
    expect(german.product.features).not.toContain('Rock plate under the forefoot')
    // The chosen colour's pictures (the first colour's, none being asked for).
    expect(german.color.images[1]!.alt).toBe('Tempo Trail-Laufschuh, Schwarz, Ansicht 2')
    for (const locale of ['fr-fr', 'fr-ca']) {
      const french = await pdp(locale)
      expect(french.product.features, locale).toContain("Plaque anti-roches sous l'avant-pied")
      expect(french.color.images[2]!.alt, locale).toBe('Chaussure de trail Tempo, Noir, vue 3')
    }
  })

  it('the home page’s title and meta description come in German', async () => {
    const home = await runRoute<Awaited<ReturnType<typeof homeLoader>>>(homeLoader, get('/de-de'), {
      locale: 'de-de',
    })
    const meta = homeMeta({ data: home.data } as never)
    expect(meta).toContainEqual({
      title: 'Trailhead Outfitters | Schuhe, Bekleidung und Ausrüstung für draußen',
    })
    const description = meta.find((d) => 'name' in d && d.name === 'description')
    expect(description).toMatchObject({ content: expect.stringContaining('kostenloser Rücksendung') })
    expect(JSON.stringify(home.data)).not.toContain('Free shipping')
  })

  it('the wallet from the product page without a size: the toast is German', async () => {
    const pdpPath = `/de-de/p/${SLUG}`
    const result = await runRoute(
      walletAction,
      post('/de-de/checkout/wallet', {
        intent: 'express-wallet',
        productId: 'RS100001',
        qty: '1',
        redirectTo: pdpPath,
      }),
      { locale: 'de-de' },
    )
    expect(result.response?.headers.get('Location')).toBe(pdpPath)
    expect(toastOf(result.cookies)).toMatchObject({ type: 'error', title: 'Bitte wählen Sie eine Größe' })
  })

  it('an address that is not the shopper’s is the missing page, French: its title and the editors’ page', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const result = await runRoute(editAddressLoader, get('/fr-fr/account/addresses/nope', jar), {
      locale: 'fr-fr',
      addressId: 'nope',
    })
    expect(result.status).toBe(404)
    const body = (await result.response!.json()) as { page: { title: string }; titles: { page: string } }
    expect(body.titles.page).toBe('Page introuvable | Trailhead Outfitters')
    expect(body.page.title).toBe('Page introuvable')
  })

  it('the honeypot’s label and a rating’s decimals follow the page’s language', () => {
    const honeypot = { nameFieldName: 'name__confirm', validFromFieldName: null, encryptedValidFrom: '' }
    const html = render(<HoneypotFields {...honeypot} />, 'de')
    expect(html).toContain('Bitte lassen Sie dieses Feld leer')
    expect(html).not.toContain('Please leave this field blank')
    expect(render(<Stars rating={2.4} />, 'de')).toContain('Bewertet mit 2,4 von 5')
    expect(render(<Stars rating={2.4} />, 'fr')).toContain('2,4')
    expect(render(<Stars rating={2.4} />, 'en')).toContain('Rated 2.4 out of 5')
  })

  it('PLAT-045 the order history dates its orders day first in German and Canadian French, month first in US English', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const placed = async (locale: string) => {
      const history = await runRoute<{ orders: { placedOn?: string }[] }>(
        historyLoader,
        get(accountOrdersPath(locale), jar),
        { locale },
      )
      const dates = history.data!.orders.map((order) => order.placedOn!)
      expect(dates.length, locale).toBeGreaterThan(0)
      return dates
    }
    const GERMAN = '(Jan|Feb|März|Apr|Mai|Juni|Juli|Aug|Sept?|Okt|Nov|Dez)\\.?'
    const FRENCH = '(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\\.?'
    for (const date of await placed('de-de'))
      expect(date).toMatch(new RegExp(`^\\d{1,2}\\. ${GERMAN} \\d{4}$`))
    for (const date of await placed('fr-ca')) expect(date).toMatch(new RegExp(`^\\d{1,2} ${FRENCH} \\d{4}$`))
    for (const date of await placed('en-us')) expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  })

  it('a German cart names the colour, the delivery method and the earned promotion in German', async () => {
    const jar = new CookieJar()
    const L = { locale: 'de-de' }
    const add = {
      intent: 'add-to-cart',
      productId: 'RS100001',
      upc: '846121001041',
      qty: '1',
      redirectTo: '/de-de/cart',
    }
    jar.store((await runRoute(cartAction, post('/de-de/cart', add, jar), L)).cookies)
    const cart = JSON.stringify((await runRoute(cartLoader, get('/de-de/cart', jar), L)).data)
    expect(cart).toContain('Schwarz')
    expect(cart).toContain('Standardversand')
    expect(cart).toContain('Ihr Standardversand ist kostenlos')
    expect(cart).not.toMatch(/"Black"|Standard delivery|You get free standard shipping|over \$75/)
  })

  it('the French payment step names every payment method in French, from the methods’ own catalogue', async () => {
    const jar = new CookieJar()
    await addToCart(jar, undefined, '1', 'RS100001', 'fr-fr')
    await shipTo(jar, FR_ADDRESS, 'fr-fr')
    const billing = checkoutPath('fr-fr', 'billing')
    const page = await runRoute(billingLoader, get(billing, jar), { locale: 'fr-fr' })
    const props = { loaderData: page.data } as unknown as Parameters<typeof BillingStep>[0]
    const html = renderWithProviders(
      <NonceProvider value="test-nonce">
        <BillingStep {...props} />
      </NonceProvider>,
      { path: billing, language: 'fr' },
    )
    // The step's own words, then each method's: gift card, card, pay later, wallet.
    for (const words of [
      'Paiement',
      'Carte-cadeau',
      'Payer par carte',
      'Paiement différé',
      'Payer avec PayPal',
    ])
      expect(html).toContain(words)
    expect(html).not.toMatch(/Gift card|Pay by card|Pay later|Pay with PayPal|Payment method/)
  })
})
