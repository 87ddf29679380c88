import { answerField } from '#app/components/action-answer.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { AddressSummary } from '#app/components/address-summary.tsx'
import { AddressFields } from '#app/components/address-fields.tsx'
import { DigitalRecipients, PickupDetails } from '#app/features/checkout/ui/delivery-details.tsx'
import { FieldErrors, FormErrors, TextField } from '#app/components/form-field.tsx'
import { getShopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { Address } from '#app/domain/cart/cart.ts'
import { errorMessage, fieldError, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import {
  setBillingAddress,
  setShippingAddress,
  validateShippingAddress,
} from '#app/features/cart/api/checkout.server.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { storeNames } from '#app/features/store-directory/api/stores.server.ts'
import { rememberCart } from '#app/features/cart/cart-session.server.ts'
import { checkoutDeliveries } from '#app/domain/checkout/checkout-delivery.ts'
import { chosenSavedAddress, savedShippingAddresses } from '#app/domain/checkout/saved-addresses.ts'
import { isSignedIn } from '#app/features/identity/session.server.ts'
import { getProfile } from '#app/features/customers/api/consumers.server.ts'
import { shippingFormSchema } from '#app/validation/checkout.ts'
import { addressRulesFor, addressRulesView } from '#app/features/address-rules/index.server.ts'
import { shownAddress } from '#app/validation/phone.ts'
import type { Route } from './+types/checkout-shipping'
import { getI18n } from '#app/i18next.server.ts'
import { cartPath, checkoutPath } from '#app/domain/paths/paths.ts'
import { SHIPPING_INTENTS } from '#app/features/checkout/intents.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { errorTranslator } from '#app/error-text.server.ts'
import { CaptchaField } from '#app/components/captcha-field.tsx'
import { CAPTCHA_ACTIONS, captchaResponse } from '#app/domain/identity/captcha.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const { site } = shopper.locale
  // A registered shopper picks from their saved addresses (the profile's address list) or types one.
  const [cart, profileAddresses, rules] = await Promise.all([
    loadCart(shopper),
    isSignedIn(shopper)
      ? getProfile(shopper.api).then(
          (profile) => profile.consumerDetails.address ?? [],
          (error: unknown) => {
            if (!isApiError(error)) throw error
            return []
          },
        )
      : [],
    addressRulesFor(shopper),
  ])
  const deliveries = cart ? checkoutDeliveries(cart) : null
  // A store line names its store, never its id.
  const names = await storeNames(
    shopper.api,
    (deliveries?.stores ?? []).filter((store) => !store.name).map((store) => store.id),
  )
  const saved = savedShippingAddresses(profileAddresses, site.country)
  const cartAddress = cart?.shippingAddress ?? cart?.billingAddress
  const requested = new URL(request.url).searchParams.get('address')
  const chosen = chosenSavedAddress(saved, requested, Boolean(cartAddress))
  const address = requested === 'new' ? null : (chosen?.address ?? cartAddress ?? null)
  return {
    ...addressRulesView(rules, shopper.locale.site.country),
    // The phones as the shopper reads them (national format); a re-post reads that format back.
    address: shownAddress(address, shopper.locale.locale),
    email: requested === 'new' ? null : (chosen?.address.email ?? cart?.email ?? null),
    saved: saved.map((s) => ({ id: s.id, address: shownAddress(s.address, shopper.locale.locale) })),
    chosen: requested === 'new' ? 'new' : (chosen?.id ?? null),
    homeAddress: deliveries?.needs.homeAddress ?? true,
    stores: (deliveries?.stores ?? []).map((store) => ({ ...store, name: store.name ?? names[store.id] })),
    points: deliveries?.points ?? [],
    digital: (deliveries?.digital ?? []).map((d) => ({
      ...d,
      email: cart?.digitalRecipients?.[d.id] ?? d.email,
    })),
    pickup: cart?.pickupContact ?? null,
    title: getI18n(context).t('meta:checkout.shipping'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shopper = getShopper(context)
  const t = errorTranslator(shopper.locale.locale)
  const { site, locale } = shopper.locale
  const [cart, rules] = await Promise.all([loadCart(shopper), addressRulesFor(shopper)])
  if (!cart) throw redirect(cartPath(locale))
  const { needs } = checkoutDeliveries(cart)
  const schema = shippingFormSchema({ country: site.country, region: site.region, needs, rules })
  const form = await request.formData()
  if (!isIntent(form, SHIPPING_INTENTS.saveShipping)) return badRequest()
  const submission = parseWithZod(form, { schema })
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
    // CHK-017: the cart checks a home address before it is set.
    if (needs.homeAddress && !(await validateShippingAddress(shopper.api, cart.id, address)).valid) {
      return data({ result: submission.reply(placedError('CHK320', undefined, t)) }, { status: 400 })
    }
    await setShippingAddress(
      shopper.api,
      cart.id,
      needs.homeAddress ? address : null,
      // PLAT-026: the captcha script's token from the form, else the configured fallback.
      captchaResponse(form, shopper.env.CAPTCHA_TOKEN),
      others,
    )
    // Billing is this address until the billing step offers another.
    rememberCart(shopper, await setBillingAddress(shopper.api, cart.id, { ...address, approachType: 'B' }))
  } catch (error) {
    if (!isApiError(error)) throw error
    return data({ result: submission.reply(placedError(error.errorId, error.message, t)) }, { status: 400 })
  }
  shopper.session.set('checkoutStep', 'billing')
  return redirect(checkoutPath(locale, 'billing'), 303)
}

/** An upstream error where the catalogue places it on this form: at its field, else above the form. */
function placedError(errorId: string | undefined, serverMessage: string | undefined, t: ErrorTranslator) {
  const onField = fieldError(errorId, 'shipping', t)
  return onField
    ? { fieldErrors: { [onField.field]: [onField.message] } }
    : { formErrors: [errorMessage(errorId, serverMessage, t)] }
}

export default function ShippingStep({ loaderData }: Route.ComponentProps) {
  // A new key per chosen saved address: the form starts again from that address.
  return <ShippingForm key={loaderData.chosen ?? 'cart'} loaderData={loaderData} />
}

function ShippingForm({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { addressForm, address, email, homeAddress, stores, points, digital, pickup, saved, chosen } =
    loaderData
  const { t } = useTranslation(checkoutNs)
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  // The schema validates on the server, with and without JavaScript; it stays out of the page's
  // JavaScript to keep checkout within its budget (decision 004).
  const [form, fields] = useForm({
    id: 'shipping-address',
    lastResult: answerField(actionData, 'result'),
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
      <SavedAddresses saved={saved} chosen={chosen} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2">
        <CaptchaField action={CAPTCHA_ACTIONS.shippingAddress} />
        <div className="sm:col-span-2">
          <FormErrors errors={form.errors} id={form.errorId} />
          {/* The country is the site's and is not typed: its errors (PAY401) show with the form's. */}
          <FieldErrors field={fields.country} />
        </div>
        <div className="sm:col-span-2">
          <TextField field={fields.email} label={t('address.email')} type="email" autoComplete="email" />
        </div>
        <AddressFields fields={fields} rules={addressForm} />
        <PickupDetails stores={stores} points={points} field={fields.pickup} />
        <DigitalRecipients digital={digital} field={fields.recipients} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            name="intent"
            value={SHIPPING_INTENTS.saveShipping}
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

/** Saved addresses as links that fill the form (a GET: nothing changes until the form is posted). */
function SavedAddresses({
  saved,
  chosen,
}: {
  saved: { id: string; address: Address & { lines: string[] } }[]
  chosen: string | null
}) {
  const { t } = useTranslation(checkoutNs)
  if (!saved.length) return null
  return (
    <nav aria-labelledby="saved-addresses-heading" className="mt-6">
      <h2 id="saved-addresses-heading" className="font-semibold">
        {t('savedAddresses.title')}
      </h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {saved.map(({ id, address }) => (
          <li key={id} className="rounded border p-3 text-sm aria-[current=true]:border-black">
            <AddressSummary address={address} />
            <Link
              to={`?address=${encodeURIComponent(id)}`}
              aria-current={chosen === id ? 'true' : undefined}
              className="mt-2 inline-block underline aria-[current=true]:font-bold"
            >
              {chosen === id
                ? t('savedAddresses.using', { line: address.addressLine1 })
                : t('savedAddresses.use', { line: address.addressLine1 })}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="?address=new" className="mt-3 inline-block text-sm underline">
        {t('savedAddresses.new')}
      </Link>
    </nav>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
