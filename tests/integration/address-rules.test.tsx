import { http, HttpResponse } from 'msw'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { DEFAULT_ADDRESS_RULES_PATH_PREFIX } from '#app/domain/market/country-list.ts'
import { action as cartAction } from '#app/routes/cart.tsx'
import ShippingStep, {
  action as shippingAction,
  loader as shippingLoader,
} from '#app/routes/checkout-shipping.tsx'
import { POSTAL_CODE_MESSAGE } from '#app/validation/address.ts'
import { server } from '#mocks/node.ts'
import { SIZE_9 } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { I18nTestProvider } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

type ShippingData = Awaited<ReturnType<typeof shippingLoader>>
type Refused = { result: { initialValue: Record<string, string>; error: Record<string, string[]> } }

const GERMAN_MESSAGE = 'Eine deutsche Postleitzahl hat fünf Ziffern und beginnt nicht mit 00'

const BERLIN = {
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Schmidt',
  addressLine1: 'Invalidenstraße 12',
  addressLine2: '',
  city: 'Berlin',
  province: '',
  postalCode: '10115',
  phone: '15123456789',
}

/** A cart with the shoe in the locale's shop. */
async function cartIn(locale: string) {
  const jar = new CookieJar()
  const pdp = `/${locale}/p/tempo-trail-runner-RS100001?color=001&size=9`
  const added = await runRoute(
    cartAction,
    post(
      `/${locale}/cart`,
      { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1', redirectTo: pdp },
      jar,
    ),
    { locale },
  )
  jar.store(added.cookies)
  return jar
}

async function shippingPage(locale: string, jar: CookieJar) {
  const page = await runRoute<ShippingData>(shippingLoader, get(`/${locale}/checkout/shipping`, jar), {
    locale,
  })
  return page.data!
}

async function shipTo(locale: string, jar: CookieJar, address: Record<string, string>) {
  const result = await runRoute<Refused>(
    shippingAction,
    post(`/${locale}/checkout/shipping`, { intent: 'save-shipping', ...address }, jar),
    { locale },
  )
  jar.store(result.cookies)
  return result
}

/** The shipping step's HTML in the locale's language, after `actionData` when given. */
function render(locale: string, loaderData: ShippingData, actionData?: unknown) {
  const props = { loaderData, params: { locale }, matches: [] } as unknown as Parameters<
    typeof ShippingStep
  >[0]
  const router = createMemoryRouter([{ id: 'shipping', path: '*', element: <ShippingStep {...props} /> }], {
    initialEntries: [`/${locale}/checkout/shipping`],
    hydrationData: { loaderData: {}, actionData: actionData ? { shipping: actionData } : {} },
  })
  return renderToString(
    <I18nTestProvider language={locale.split('-')[0]}>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  )
}

const rulesCalls = async () =>
  (await capturedRequests()).filter((c) => c.path.startsWith(DEFAULT_ADDRESS_RULES_PATH_PREFIX))

afterEach(() => {
  delete process.env.ADDRESS_RULES_PATH_PREFIX
  resetEnvCache()
})

describe('address rules from the utilities service (VAL-040, PLAT-058)', () => {
  it('PLAT-058 VAL-040 a de-de shipping step asks for DE at the configured prefix in de_DE and shows the mask', async () => {
    const jar = await cartIn('de-de')
    const data = await shippingPage('de-de', jar)
    const calls = await rulesCalls()
    expect(calls.map((c) => [c.method, c.path, c.query.locale])).toEqual([
      ['GET', `${DEFAULT_ADDRESS_RULES_PATH_PREFIX}DE`, 'de_DE'],
    ])
    expect(data.addressForm.postalFormat).toBe('99999')
    expect(data.addressForm.provinces).toEqual([])
    const html = render('de-de', data)
    const postal = /<input[^>]*name="postalCode"[^>]*>/.exec(html)?.[0] ?? ''
    const hintId = /aria-describedby="([^"]+)"/.exec(postal)?.[1]
    expect(hintId).toBeTruthy()
    expect(html).toContain(`id="${hintId}" class="text-sm text-gray-700">Format: 99999</p>`)
  })

  it('VAL-040 a postal code the API rules refuse (the defaults would take it) gives the API message at the field, typed values kept, nothing sent', async () => {
    const jar = await cartIn('de-de')
    const before = (await capturedRequests()).length
    const refused = await shipTo('de-de', jar, { ...BERLIN, postalCode: '00123' })
    expect(refused.status).toBe(400)
    expect(refused.data?.result.error).toEqual({ postalCode: [GERMAN_MESSAGE] })
    expect(refused.data?.result.initialValue).toMatchObject({ postalCode: '00123', city: 'Berlin' })
    const after = (await capturedRequests()).slice(before)
    expect(after.filter((c) => c.method !== 'GET')).toEqual([])

    // In the page: the message under the postal code, tied to it, with what was typed.
    const html = render('de-de', await shippingPage('de-de', jar), refused.data)
    const postal = /<input[^>]*name="postalCode"[^>]*>/.exec(html)?.[0] ?? ''
    expect(postal).toContain('value="00123"')
    const describedBy = /aria-describedby="([^"]+)"/.exec(postal)?.[1] ?? ''
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'))
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*><li>${GERMAN_MESSAGE}</li>`))

    const good = await shipTo('de-de', jar, BERLIN)
    expect(good.status).toBe(303)
    expect(good.response?.headers.get('Location')).toBe('/de-de/checkout/billing')
  })

  it('VAL-040 the province select lists the server provinces: French names for fr-ca, English for en-ca', async () => {
    const french = await shippingPage('fr-ca', await cartIn('fr-ca'))
    expect(french.addressForm.provinces).toContainEqual({ value: 'QC', label: 'Québec' })
    expect(french.addressForm.provinces).toContainEqual({ value: 'BC', label: 'Colombie-Britannique' })
    expect(french.addressForm.postalFormat).toBe('A9A 9A9')
    expect(render('fr-ca', french)).toContain('<option value="BC">Colombie-Britannique</option>')

    const english = await shippingPage('en-ca', await cartIn('en-ca'))
    expect(english.addressForm.provinces).toContainEqual({ value: 'BC', label: 'British Columbia' })
    expect(render('en-ca', english)).toContain('<option value="BC">British Columbia</option>')
  })

  it('VAL-040 the rules are cached per locale: a second page asks nothing', async () => {
    const jar = await cartIn('de-de')
    await shippingPage('de-de', jar)
    await shippingPage('de-de', jar)
    expect(await rulesCalls()).toHaveLength(1)
  })

  it.each([
    ['a 5xx', { status: 503 }],
    ['an answer that is not JSON', { malformed: true }],
    ['a reset connection', { reset: true }],
  ])(
    'VAL-040 when the rules call fails (%s) the defaults apply: no 500, checkout goes on',
    async (_kind, fault) => {
      await injectFault({ path: '/utilities/addressRules/', ...fault })
      const jar = await cartIn('fr-ca')
      const french = await shippingPage('fr-ca', jar)
      // The defaults: the storefront's own province list, no mask.
      expect(french.addressForm.provinces).toContainEqual({ value: 'QC', label: 'Quebec' })
      expect(french.addressForm.postalFormat).toBeNull()

      const german = await cartIn('de-de')
      // The defaults: the spec's message for a code that is not five digits, and 00123 accepted.
      expect((await shipTo('de-de', german, { ...BERLIN, postalCode: '1011' })).data?.result.error).toEqual({
        postalCode: [POSTAL_CODE_MESSAGE],
      })
      const accepted = await shipTo('de-de', german, { ...BERLIN, postalCode: '00123' })
      expect(accepted.status).toBe(303)
    },
  )

  it('VAL-040 a country the service does not know (404) keeps the defaults', async () => {
    await injectFault({ path: '/utilities/addressRules/DE$', status: 404, errorId: 'API404' })
    const jar = await cartIn('de-de')
    const data = await shippingPage('de-de', jar)
    expect(data.addressForm.postalFormat).toBeNull()
    expect((await shipTo('de-de', jar, { ...BERLIN, postalCode: '00123' })).status).toBe(303)
  })

  it('PLAT-058 ADDRESS_RULES_PATH_PREFIX moves the call: the path is the prefix plus the country code', async () => {
    process.env.ADDRESS_RULES_PATH_PREFIX = '/config/v1/address-rules/'
    resetEnvCache()
    const seen: string[] = []
    server.use(
      http.get('*/config/v1/address-rules/:country', ({ request }) => {
        seen.push(new URL(request.url).pathname)
        return HttpResponse.json([{ fieldId: 'postalCode', format: '99999-X' }])
      }),
    )
    const data = await shippingPage('de-de', await cartIn('de-de'))
    expect(seen).toEqual(['/config/v1/address-rules/DE'])
    expect(data.addressForm.postalFormat).toBe('99999-X')
    expect(await rulesCalls()).toEqual([])
  })
})
