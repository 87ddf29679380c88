import { describe, expect, it } from 'vitest'
import { SiteFooter } from '#app/shell/site-footer.tsx'
import { FooterSchema } from '#app/domain/content/content.ts'
import OrderConfirmation from '#app/routes/order-confirmation.tsx'
import { FOOTER } from '#mocks/content/seed/footer.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'

type ConfirmationProps = Parameters<typeof OrderConfirmation>[0]

/** Where a guest finds order tracking (ACCT-031): the footer's help column and the order confirmation. */
describe('links to order tracking', () => {
  it('ACCT-031 the footer fixture links order tracking in its help column, under the locale', () => {
    const html = renderWithProviders(
      <SiteFooter locale="en-us" footer={{ version: 'v', value: FooterSchema.parse(FOOTER) }} />,
    )
    expect(html).toMatch(/<a[^>]*href="\/en-us\/track-order"[^>]*>Track an order<\/a>/)
  })

  it('ACCT-031 the order confirmation links order tracking with the order number filled in', () => {
    const props = {
      loaderData: {
        order: { orderNumber: 'A00001001', email: 'guest@example.com' },
        details: null,
        content: null,
        shippingThresholdStatus: null,
        locale: 'en-us',
        storeContext: null,
        title: 'Thank you',
      },
    } as unknown as ConfirmationProps
    const html = renderWithProviders(<OrderConfirmation {...props} />, { path: '/en-us/order-confirmation' })
    expect(html).toMatch(
      /<a[^>]*href="\/en-us\/track-order\?orderNumber=A00001001"[^>]*>Track this order<\/a>/,
    )
  })
})
