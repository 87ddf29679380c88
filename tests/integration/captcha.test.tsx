import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NonceProvider } from '#app/components/nonce.tsx'
import { SaveCardOffer } from '#app/features/checkout/ui/save-card.tsx'
import { SignInForm } from '#app/features/identity/ui/sign-in-form.tsx'
import { SignUpForm } from '#app/features/identity/ui/sign-up-form.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import ShippingStep, { loader as shippingLoader } from '#app/routes/checkout-shipping.tsx'
import SummaryStep from '#app/routes/checkout-summary.tsx'
import { loader as signInLoader } from '#app/routes/sign-in.tsx'
import { loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { CAPTCHA_SCRIPT_PATH } from '#mocks/identity/captcha.ts'
import { addToCart, L, payByCard, renderSummary, shipTo } from '#tests/helpers/checkout.ts'
import { capturedRequests, type Captured } from '#tests/helpers/emulator.ts'
import { I18nTestProvider } from '#tests/helpers/i18n.tsx'
import {
  postPlaceOrder,
  postSaveCard,
  postShippingAddress,
  postSignIn,
  postSignUp,
} from '#tests/helpers/protected-posts.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

/**
 * PLAT-026 (decision 075): the captcha provider's script is in the pages of the five forms whose call
 * body lists `recaptcha_response`; each form carries the script's token in a hidden field, and the
 * server sends it on in the body (the configured fallback when the form has none).
 */

type RootData = Exclude<Awaited<ReturnType<typeof rootLoader>>, Response>['data']

const NONCE = 'test-nonce-captcha'
const SCRIPT_SRC = `http://emulator.test${CAPTCHA_SCRIPT_PATH}?render=emulator-captcha-site-key`

/** The root loader's data for this shopper: where the captcha comes from. */
async function rootData(jar = new CookieJar()) {
  const root = await runRoute<RootData>(rootLoader, get('/en-us', jar), L)
  return root.data!
}

/** Server-renders `ui` under the root's data and the request's nonce, as the document is. */
function renderPage(ui: React.ReactNode, root: RootData, path: string) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => root, children: [{ id: 'page', path: '*', element: ui }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  )
  return renderToString(
    <NonceProvider value={NONCE}>
      <I18nTestProvider>
        <RouterProvider router={router} />
      </I18nTestProvider>
    </NonceProvider>,
  )
}

function expectCaptcha(html: string, where: string) {
  const script = /<script[^>]*data-captcha[^>]*>/.exec(html)?.[0] ?? ''
  expect(script, where).toContain(`src="${SCRIPT_SRC.replaceAll('&', '&amp;')}"`)
  expect(script, where).toContain(`nonce="${NONCE}"`)
  expect(script, where).toContain('async')
  expect(html, where).toMatch(
    /<input[^>]*type="hidden"[^>]*name="recaptcha_response"|<input[^>]*name="recaptcha_response"[^>]*type="hidden"/,
  )
}

describe('the captcha provider’s script', () => {
  it('PLAT-026 the root sends the script’s address with the site key, whatever the consent (required)', async () => {
    expect((await rootData()).captcha).toEqual({ src: SCRIPT_SRC, siteKey: 'emulator-captcha-site-key' })
    // An EMEA visitor who refused every optional category still gets it: it guards sign-in and payment.
    const refused = new CookieJar()
    refused.store(['consent=v1; Path=/'])
    const gb = await runRoute<RootData>(rootLoader, get('/en-gb', refused), { locale: 'en-gb' })
    expect(gb.data!.captcha?.src).toBe(SCRIPT_SRC)
  })

  it('PLAT-026 SSR: the sign-in and sign-up pages have the script tag, with the nonce, and the token field', async () => {
    const root = await rootData()
    const signIn = await runRoute<Awaited<ReturnType<typeof signInLoader>>>(
      signInLoader,
      get('/en-us/sign-in'),
      L,
    )
    const { honeypot } = signIn.data as unknown as Parameters<typeof SignInForm>[0]
    expectCaptcha(
      renderPage(
        <SignInForm locale="en-us" honeypot={honeypot} submitting={false} />,
        root,
        '/en-us/sign-in',
      ),
      'sign-in',
    )
    const signUp = (
      await runRoute<Awaited<ReturnType<typeof signUpLoader>>>(signUpLoader, get('/en-us/sign-up'), L)
    ).data!
    expectCaptcha(
      renderPage(
        <SignUpForm view={signUp.view} honeypot={signUp.honeypot} locale="en-us" hidden={signUp.hidden} />,
        root,
        '/en-us/sign-up',
      ),
      'sign-up',
    )
  })

  it('PLAT-026 SSR: the shipping step, the summary’s place-order form and the card-save offer have it too', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const root = await rootData(jar)
    const shipping = await runRoute<Awaited<ReturnType<typeof shippingLoader>>>(
      shippingLoader,
      get('/en-us/checkout/shipping', jar),
      L,
    )
    const shippingProps = { loaderData: shipping.data!, params: L, matches: [] } as unknown as Parameters<
      typeof ShippingStep
    >[0]
    expectCaptcha(
      renderPage(<ShippingStep {...shippingProps} />, root, '/en-us/checkout/shipping'),
      'shipping',
    )

    await shipTo(jar)
    await payByCard(jar)
    const summary = await renderSummary(jar)
    const summaryProps = { loaderData: summary.data!, params: L, matches: [] } as unknown as Parameters<
      typeof SummaryStep
    >[0]
    const html = renderPage(<SummaryStep {...summaryProps} />, root, '/en-us/checkout/summary')
    expectCaptcha(html, 'summary')
    const placeOrderForm = /<form\b[^>]*>(?:(?!<\/form>)[\s\S])*name="idempotencyKey"[\s\S]*?<\/form>/.exec(
      html,
    )?.[0]
    expect(placeOrderForm).toContain('name="recaptcha_response"')
    expectCaptcha(
      renderPage(
        <SaveCardOffer card={{ cardType: 'VISA', lastFour: '1111' }} />,
        root,
        '/en-us/checkout/summary',
      ),
      'save card',
    )
  })

  it('PLAT-026 the emulator serves a stand-in script that answers tokens for the site key', async () => {
    const response = await fetch(SCRIPT_SRC)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    const text = await response.text()
    expect(text).toContain('window.grecaptcha')
    expect(text).toContain('execute')
  })
})

/** The body of the last call to `path` (a regular expression over the path) with `method`. */
async function lastBody(method: string, path: RegExp) {
  const calls = (await capturedRequests()).filter((c: Captured) => c.method === method && path.test(c.path))
  return calls.at(-1)?.body as Record<string, unknown> | undefined
}

const TOKEN = 'emu-captcha.test.0001'

describe('recaptcha_response in the call bodies', () => {
  it('PLAT-026 sign-in sends the form’s token as recaptcha_response', async () => {
    await postSignIn({ recaptcha_response: TOKEN })
    expect(await lastBody('POST', /^\/consumers-v3\/auth\/signin$/)).toMatchObject({
      recaptcha_response: TOKEN,
    })
  })

  it('PLAT-026 sign-up sends the form’s token as recaptcha_response', async () => {
    await postSignUp({ recaptcha_response: TOKEN })
    expect(await lastBody('POST', /^\/consumers-v3\/auth\/signup$/)).toMatchObject({
      recaptcha_response: TOKEN,
    })
  })

  it('PLAT-026 the shipping address sends the form’s token as recaptcha_response (A13 body)', async () => {
    await postShippingAddress({ recaptcha_response: TOKEN })
    const body = await lastBody('POST', /^\/cart\/v2\/cart\/[^/]+\/shippingAddress$/)
    expect(body).toMatchObject({ recaptcha_response: TOKEN })
    expect(Array.isArray(body?.addresses)).toBe(true)
  })

  it('PLAT-026 card save sends the form’s token as recaptcha_response', async () => {
    await postSaveCard({ recaptcha_response: TOKEN })
    expect(await lastBody('POST', /^\/consumers-v3\/consumer\/payment_instruments$/)).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      recaptcha_response: TOKEN,
    })
  })

  it('PLAT-026 place order sends the form’s token as recaptcha_response', async () => {
    const { result } = await postPlaceOrder({ recaptcha_response: TOKEN })
    expect(result.response?.headers.get('Location')).toMatch(/order-confirmation/)
    expect(await lastBody('PUT', /^\/cart\/v2\/checkout\/order$/)).toMatchObject({
      recaptcha_response: TOKEN,
    })
  })

  it('PLAT-026 a form without a token (no JavaScript) sends the configured fallback in each body', async () => {
    const fallback = 'captcha-not-configured'
    await postSignIn()
    expect(await lastBody('POST', /^\/consumers-v3\/auth\/signin$/)).toMatchObject({
      recaptcha_response: fallback,
    })
    await postSignUp()
    expect(await lastBody('POST', /^\/consumers-v3\/auth\/signup$/)).toMatchObject({
      recaptcha_response: fallback,
    })
    await postShippingAddress()
    expect(await lastBody('POST', /shippingAddress$/)).toMatchObject({ recaptcha_response: fallback })
    await postSaveCard()
    expect(await lastBody('POST', /^\/consumers-v3\/consumer\/payment_instruments$/)).toMatchObject({
      recaptcha_response: fallback,
    })
    await postPlaceOrder()
    expect(await lastBody('PUT', /^\/cart\/v2\/checkout\/order$/)).toMatchObject({
      recaptcha_response: fallback,
    })
  })
})
