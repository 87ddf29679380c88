import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { billingChoice } from '#app/domain/checkout/billing-address.ts'
import type { Address, Cart } from '#app/domain/cart/cart.ts'
import { errorMessage, fieldError } from '#app/domain/errors/errors.ts'
import { rememberCart, loadCart, setBillingAddress } from '#app/features/cart/index.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { billingAddressFormSchema } from '#app/validation/billing-address.ts'
import { shownAddress } from '#app/validation/phone.ts'
import { addressRulesFor, addressRulesView } from '#app/features/address-rules/index.server.ts'
import { cartPath, checkoutPath } from '#app/domain/paths/paths.ts'

/**
 * What the billing step shows of the billing address: the choice, both addresses, the form's options
 * (the province choices and postal code mask of the merged rules, VAL-040).
 */
export async function billingAddressView(shopper: Shopper, cart: Cart) {
  return {
    billingChoice: billingChoice(cart),
    shippingAddress: shownAddress(cart.shippingAddress, shopper.locale.locale) ?? null,
    billingAddress: shownAddress(cart.billingAddress ?? cart.shippingAddress, shopper.locale.locale) ?? null,
    ...addressRulesView(await addressRulesFor(shopper), shopper.locale.site.country),
  }
}

/** The shipping address as a billing address: the same person and place, typed as billing. */
function fromShipping(address: Address): Address {
  const { shippingId: _shippingId, addressId: _addressId, ...rest } = address
  return { ...rest, approachType: 'B' }
}

/**
 * intent=set-billing-address: POST /cart/v1/cart/{basketId}/billingAddress with the shipping address
 * or the typed one. BILL410 sits at the phone field and BIL400 at the top of the form (ERR-069);
 * the typed values come back with the errors.
 */
export async function setBillingAddressAction(shopper: Shopper, form: FormData, t: TFunction) {
  const { site, locale } = shopper.locale
  const [cart, rules] = await Promise.all([loadCart(shopper), addressRulesFor(shopper)])
  if (!cart) throw redirect(cartPath(locale))
  const submission = parseWithZod(form, {
    schema: billingAddressFormSchema({ country: site.country, region: site.region, rules }),
  })
  if (submission.status !== 'success') {
    return data({ billingAddress: submission.reply() }, { status: 400 })
  }
  const value = submission.value
  const email = cart.email ?? cart.billingAddress?.email ?? cart.shippingAddress?.email
  let address: Address | null = null
  if (value.billingChoice === 'same') {
    address = cart.shippingAddress ? fromShipping(cart.shippingAddress) : null
  } else {
    const { billingChoice: _choice, ...typed } = value
    address = { ...typed, country: site.country, ...(email ? { email } : {}), approachType: 'B' }
  }
  try {
    if (!address) {
      return data(
        { billingAddress: submission.reply({ formErrors: [errorMessage('BIL400', undefined, t)] }) },
        { status: 400 },
      )
    }
    rememberCart(shopper, await setBillingAddress(shopper.api, cart.id, address))
  } catch (error) {
    if (!isApiError(error)) throw error
    const field = fieldError(error.errorId, undefined, t)
    const message = field?.message ?? errorMessage(error.errorId, error.message, t)
    return data(
      {
        billingAddress: submission.reply({
          fieldErrors: field ? { [field.field]: [message] } : {},
          formErrors: field ? [] : [message],
        }),
      },
      { status: 400 },
    )
  }
  return redirectWithToast(checkoutPath(locale, 'billing'), {
    type: 'success',
    title: t('billingChoice.saved', { ns: 'checkout' }),
  })
}
