import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'
import { Form, Link, redirect } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { getShopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { errorMessage } from '#app/models/errors.ts'
import { createPaymentSession } from '#app/services/cart.server.ts'
import { loadCart } from '#app/services/shopper-cart.server.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'
import type { Route } from './+types/checkout-billing'

export async function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const cart = await loadCart(shopper)
  const locale = shopper.locale.locale
  if (!cart?.shippingAddress) throw redirect(`/${locale}/checkout/shipping`)
  return { address: cart.billingAddress ?? cart.shippingAddress, locale }
}

/**
 * Card payment goes through the provider's hosted payment page: the storefront never sees a card
 * number. This post opens a provider session and sends the shopper there; the provider sends them
 * back to the summary step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const locale = shopper.locale.locale
  const intent = (await request.formData()).get('intent')
  if (intent !== 'start-card-payment') return new Response('Unknown intent', { status: 400 })
  const returnUrl = `${new URL(request.url).origin}/${locale}/checkout/summary`
  try {
    const { provider } = await createPaymentSession(shopper.api, returnUrl)
    if (new URL(provider.redirectUrl).origin !== new URL(shopper.env.paymentProviderUrl).origin) {
      throw new Error(`Payment page outside the configured provider: ${provider.redirectUrl}`)
    }
    shopper.session.set('paymentSessionId', provider.sessionId)
    shopper.session.set('checkoutStep', 'summary')
    return redirect(provider.redirectUrl, 303)
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(`/${locale}/checkout/billing`, {
      type: 'error',
      title: errorMessage(error.errorId, error.message),
    })
  }
}

export default function BillingStep({ loaderData }: Route.ComponentProps) {
  const { address, locale } = loaderData
  const { t } = useTranslation(checkoutNs)
  return (
    <section aria-labelledby="billing-heading">
      <h1 id="billing-heading" className="text-2xl font-bold">
        {t('checkout.paymentTitle')}
      </h1>
      <h2 className="mt-6 font-semibold">{t('checkout.billingAddress')}</h2>
      <p className="text-sm text-gray-700">{t('checkout.billingSameAsShipping')}</p>
      <div className="mt-2">
        <AddressSummary address={address} />
      </div>
      <Link to={`/${locale}/checkout/shipping`} className="mt-2 inline-block text-sm underline">
        {t('checkout.editAddress')}
      </Link>
      <h2 className="mt-8 font-semibold">{t('checkout.paymentMethod')}</h2>
      <p className="text-sm text-gray-700">{t('checkout.cardHostedNote')}</p>
      <Form method="post" className="mt-4">
        <button type="submit" name="intent" value="start-card-payment" className="btn-primary">
          {t('checkout.payByCard')}
        </button>
      </Form>
    </section>
  )
}

export function meta() {
  return [{ title: 'Checkout: payment' }, { name: 'robots', content: 'noindex' }]
}
