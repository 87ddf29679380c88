import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { paymentDescription, type PaymentTranslate } from '#app/domain/payments/payment-description.ts'
import { offersAccount, type OrderDetails } from '#app/domain/orders/order-details.ts'
import { getPurchase } from '#app/features/orders/api/orders.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { storeNames } from '#app/features/store-directory/index.server.ts'
import { accountPath, signUpPath } from '#app/domain/paths/paths.ts'
import { shownAddress } from '#app/validation/phone.ts'

/**
 * The confirmation's order (CHK-031): read from the order service, with the names of the stores its
 * shipments go to. The page stands on the session's summary (number, email, total) when the read
 * fails: a confirmation never fails for its details. An associate's in-store sale offers no account:
 * the associate, not the customer, is at the screen (INSTORE-001).
 */
export async function confirmationDetails(
  shopper: Shopper,
  orderNumber: string | undefined,
  t: PaymentTranslate,
  { inStoreSale = false }: { inStoreSale?: boolean } = {},
) {
  if (!orderNumber) return null
  let order: OrderDetails
  try {
    order = await getPurchase(shopper.api, orderNumber)
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn(
      { errorId: error.errorId, status: error.status },
      'order read for the confirmation failed',
    )
    return null
  }
  const stores = await storeNames(
    shopper.api,
    order.shipments.map((s) => s.storeId),
  )
  return {
    // The addresses' phones as the shopper reads them (national format).
    order: {
      ...order,
      shippingAddress: shownAddress(order.shippingAddress, shopper.locale.locale),
      billingAddress: shownAddress(order.billingAddress, shopper.locale.locale),
    },
    stores,
    // How it was paid, in the page's language.
    payment: order.paymentMethod ? paymentDescription(order.paymentMethod, t) : null,
    // For a guest: create an account with this order attached (AUTH-002 orderNo).
    createAccount:
      !inStoreSale && offersAccount(order, isSignedIn(shopper))
        ? signUpPath(shopper.locale.locale, accountPath(shopper.locale.locale), {
            email: order.email ?? '',
            orderNo: order.orderNumber,
          })
        : null,
  }
}
