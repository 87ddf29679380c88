import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { DigitalRecipients, PickupDetails } from '#app/components/checkout/delivery-details.tsx'
import { FormErrors, SelectField, TextField } from '#app/components/form-field.tsx'
import { getShopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { errorMessage } from '#app/models/errors.ts'
import { setBillingAddress, setShippingAddress } from '#app/services/cart.server.ts'
import { loadCart, rememberCart } from '#app/services/shopper-cart.server.ts'
import { checkoutDeliveries } from '#app/models/checkout-delivery.ts'
import { provincesFor, shippingFormSchema } from '#app/validation/checkout.ts'
import type { Route } from './+types/checkout-shipping'

/** Upstream codes that belong to one field of this form (ERR display rules). */
const FIELD_FOR_CODE: Record<string, string> = { SHP500: 'addressLine1', SHP410: 'phone', PAY401: 'country' }

export async function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const cart = await loadCart(shopper)
  const { site } = shopper.locale
  const deliveries = cart ? checkoutDeliveries(cart) : null
  return {
    provinces: provincesFor(site.country),
    address: cart?.shippingAddress ?? cart?.billingAddress ?? null,
    email: cart?.email ?? null,
    homeAddress: deliveries?.needs.homeAddress ?? true,
    stores: deliveries?.stores ?? [],
    points: deliveries?.points ?? [],
    digital: (deliveries?.digital ?? []).map((d) => ({
      ...d,
      email: cart?.digitalRecipients?.[d.id] ?? d.email,
    })),
    pickup: cart?.pickupContact ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const { site, locale } = shopper.locale
  const cart = await loadCart(shopper)
  if (!cart) throw redirect(`/${locale}/cart`)
  const { needs } = checkoutDeliveries(cart)
  const schema = shippingFormSchema({ country: site.country, region: site.region, needs })
  const submission = parseWithZod(await request.formData(), { schema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const { pickup, recipients, ...typed } = submission.value
  const address = { ...typed, country: site.country, shippingId: 'me' }
  // CHK-007: who collects store and collection-point lines, and where digital lines are emailed.
  const others = [
    ...(pickup ? [{ shippingId: 'pickup', ...pickup }] : []),
    ...(recipients ?? []).map((r) => ({ shippingId: 'digital', itemId: r.itemId, email: r.email })),
  ]
  try {
    await setShippingAddress(
      shopper.api,
      cart.id,
      needs.homeAddress ? address : null,
      shopper.env.CAPTCHA_TOKEN,
      others,
    )
    // Billing is this address until the billing step offers another.
    rememberCart(shopper, await setBillingAddress(shopper.api, cart.id, { ...address, approachType: 'B' }))
  } catch (error) {
    if (!isApiError(error)) throw error
    const message = errorMessage(error.errorId, error.message)
    const field = error.errorId ? FIELD_FOR_CODE[error.errorId] : undefined
    return data(
      {
        result: submission.reply({
          fieldErrors: field ? { [field]: [message] } : {},
          formErrors: field ? [] : [message],
        }),
      },
      { status: 400 },
    )
  }
  shopper.session.set('checkoutStep', 'billing')
  return redirect(`/${locale}/checkout/billing`, 303)
}

export default function ShippingStep({ loaderData }: Route.ComponentProps) {
  const { provinces, address, email, homeAddress, stores, points, digital, pickup } = loaderData
  const { t } = useTranslation(checkoutNs)
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  // The schema validates on the server, with and without JavaScript; it stays out of the page's
  // JavaScript to keep checkout within its budget (decision 004).
  const [form, fields] = useForm({
    id: 'shipping-address',
    lastResult: actionData?.result,
    defaultValue: {
      ...address,
      email: email ?? address?.email,
      pickup: pickup ?? undefined,
      recipients: digital.length ? digital.map((d) => ({ itemId: d.id, email: d.email ?? '' })) : undefined,
    },
  })
  return (
    <section aria-labelledby="shipping-heading">
      <h1 id="shipping-heading" className="text-2xl font-bold">
        {homeAddress ? t('checkout.shippingTitle') : t('checkout.billingAddress')}
      </h1>
      {/* Nothing goes home: the address is only the billing address (CHK-007). */}
      <p className="mt-1 text-sm text-gray-700">
        {homeAddress ? t('checkout.standardDelivery') : t('delivery.noHomeDelivery')}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormErrors errors={form.errors} id={form.errorId} />
        </div>
        <div className="sm:col-span-2">
          <TextField field={fields.email} label={t('address.email')} type="email" autoComplete="email" />
        </div>
        <TextField field={fields.firstName} label={t('address.firstName')} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t('address.lastName')} autoComplete="family-name" />
        <div className="sm:col-span-2">
          <TextField
            field={fields.addressLine1}
            label={t('address.addressLine1')}
            autoComplete="address-line1"
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            field={fields.addressLine2}
            label={t('address.addressLine2')}
            autoComplete="address-line2"
            optional
          />
        </div>
        <TextField field={fields.city} label={t('address.city')} autoComplete="address-level2" />
        {provinces.length ? (
          <SelectField
            field={fields.province}
            label={t('address.province')}
            options={provinces}
            autoComplete="address-level1"
          />
        ) : (
          <TextField
            field={fields.province}
            label={t('address.province')}
            autoComplete="address-level1"
            optional
          />
        )}
        <TextField field={fields.postalCode} label={t('address.postalCode')} autoComplete="postal-code" />
        <TextField field={fields.phone} label={t('address.phone')} type="tel" autoComplete="tel" />
        <PickupDetails stores={stores} points={points} field={fields.pickup} />
        <DigitalRecipients digital={digital} field={fields.recipients} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            name="intent"
            value="save-shipping"
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('checkout.continueToPayment')}
          </button>
        </div>
      </Form>
    </section>
  )
}

export function meta() {
  return [{ title: 'Checkout: shipping' }, { name: 'robots', content: 'noindex' }]
}
