import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '#app/domain/errors/errors.ts'
import ShippingStep, { loader as shippingLoader } from '#app/routes/checkout-shipping.tsx'
import { addToCart, L, shipTo } from '#tests/helpers/checkout.ts'
import { injectFault } from '#tests/helpers/emulator.ts'
import { I18nTestProvider } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

type ShippingData = Awaited<ReturnType<typeof shippingLoader>>

/** The shipping step as a shopper without JavaScript gets it after a refused post. */
async function refusedShippingHtml(errorId: string) {
  const jar = new CookieJar()
  await addToCart(jar)
  await injectFault({
    path: '^/cart/v2/cart/[^/]+/shippingAddress$',
    method: 'POST',
    status: 400,
    errorId,
    times: 1,
  })
  const refused = await shipTo(jar)
  const page = await runRoute<ShippingData>(shippingLoader, get('/en-us/checkout/shipping', jar), L)
  const props = { loaderData: page.data!, params: L, matches: [] } as unknown as Parameters<
    typeof ShippingStep
  >[0]
  const router = createMemoryRouter([{ id: 'shipping', path: '*', element: <ShippingStep {...props} /> }], {
    initialEntries: ['/en-us/checkout/shipping'],
    hydrationData: { loaderData: {}, actionData: { shipping: refused.data } },
  })
  return renderToString(
    <I18nTestProvider>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  )
}

describe('shipping step errors in the page', () => {
  it('ERR-070 PAY401 placed at the country, which the shopper does not type, is still shown on the form', async () => {
    const html = await refusedShippingHtml('PAY401')
    expect(html).toContain(errorMessage('PAY401'))
  })

  it('ERR-062 SHP410 shows under the phone input, tied to it for screen readers', async () => {
    const html = await refusedShippingHtml('SHP410')
    const phone = /<input[^>]*name="phone"[^>]*>/.exec(html)?.[0] ?? ''
    const describedBy = /aria-describedby="([^"]+)"/.exec(phone)?.[1]
    expect(describedBy).toBeTruthy()
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>.*${errorMessage('SHP410')}`))
  })
})
