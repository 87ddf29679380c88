import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/components/i18n.tsx'
import { checkoutNs } from '#app/locales/checkout.ts'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { FormErrors, SelectField, TextField } from '#app/components/form-field.tsx'
import { getShopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { errorMessage } from '#app/models/errors.ts'
import { setBillingAddress, setShippingAddress } from '#app/services/cart.server.ts'
import { loadCart, rememberCart } from '#app/services/shopper-cart.server.ts'
import { provincesFor, shippingFormSchema } from '#app/validation/checkout.ts'
import type { Route } from './+types/checkout-shipping'

/** Upstream codes that belong to one field of this form (ERR display rules). */
const FIELD_FOR_CODE: Record<string, string> = { SHP500: 'addressLine1', SHP410: 'phone', PAY401: 'country' }

export async function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const cart = await loadCart(shopper)
  const { site } = shopper.locale
  return {
    provinces: provincesFor(site.country),
    address: cart?.shippingAddress ?? null,
    email: cart?.email ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const { site, locale } = shopper.locale
  const schema = shippingFormSchema({ country: site.country, region: site.region })
  const submission = parseWithZod(await request.formData(), { schema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const basketId = shopper.session.get('basketId')
  if (!basketId) throw redirect(`/${locale}/cart`)
  const address = { ...submission.value, country: site.country, shippingId: 'me' }
  try {
    await setShippingAddress(shopper.api, basketId, address, shopper.env.CAPTCHA_TOKEN)
    // Billing is the shipping address until the billing step offers another (checkout issue).
    rememberCart(shopper, await setBillingAddress(shopper.api, basketId, { ...address, approachType: 'B' }))
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
  const { provinces, address, email } = loaderData
  const { t } = useTranslation(checkoutNs)
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  // The schema validates on the server, with and without JavaScript; it stays out of the page's
  // JavaScript to keep checkout within its budget (decision 004).
  const [form, fields] = useForm({
    id: 'shipping-address',
    lastResult: actionData?.result,
    defaultValue: { ...address, email: email ?? address?.email },
  })
  return (
    <section aria-labelledby="shipping-heading">
      <h1 id="shipping-heading" className="text-2xl font-bold">
        {t('checkout.shippingTitle')}
      </h1>
      <p className="mt-1 text-sm text-gray-700">{t('checkout.standardDelivery')}</p>
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
