import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { requireSignedIn } from '#app/features/identity/index.server.ts'
import {
  accountOrderView,
  ORDERS_PER_PAGE,
  pageCount,
  pageFromQuery,
  type AccountOrder,
} from '#app/domain/orders/account-order.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { formatDisplayDate } from '#app/domain/market/display-date.ts'
import { errorMessage, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { orderNumberOf } from '#app/domain/orders/order.ts'
import { accountOrderPath, accountOrdersPath } from '#app/domain/paths/self-service-paths.ts'
import {
  createReturnLabel,
  getAccountOrder,
  listPurchases,
  resendGiftCardEmail,
} from '#app/features/orders/api/account-orders.server.ts'
import { refuse } from '#app/form-reply.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import {
  ResendGiftCardFormSchema,
  ReturnLabelFormSchema,
} from '#app/features/orders/schemas/account-orders.ts'
import { ORDER_DETAIL_INTENT_NAMES, ORDER_DETAIL_INTENTS } from './intents.ts'
import { shownAddress } from '#app/validation/phone.ts'

/**
 * The account's order history and order detail (ACCT-025…029, ACCT-032): signed-in only, every call
 * with the shopper's own token. An order the service does not answer for this shopper (unknown, or
 * another shopper's) is the site's not-found page.
 */

/** ACCT-027: one page of the history (`?page=`, links that work without JavaScript). */
export async function orderHistory(shopper: Shopper, request: Request) {
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const page = pageFromQuery(new URL(request.url).searchParams.get('page'))
  const history = await listPurchases(shopper.api, (page - 1) * ORDERS_PER_PAGE, ORDERS_PER_PAGE)
  const pages = pageCount(history.total)
  if (page > pages) throw redirect(accountOrdersPath(locale, pages))
  return {
    locale,
    page,
    pages,
    total: history.total,
    orders: history.orders.map((order) => ({
      ...order,
      placedOn: order.createdAt ? formatDisplayDate(order.createdAt, locale) : undefined,
    })),
  }
}

/** The shopper's order with this number, or the not-found page (unknown, malformed or someone else's). */
export async function requireOwnOrder(shopper: Shopper, param: string | undefined): Promise<AccountOrder> {
  const orderNumber = orderNumberOf(param)
  if (!orderNumber) return throwNotFound(shopper)
  try {
    return await getAccountOrder(shopper.api, orderNumber)
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return throwNotFound(shopper)
    throw error
  }
}

/** ACCT-025: the order detail with what the shopper may do with it now. */
export async function orderDetail(shopper: Shopper, request: Request, param: string | undefined) {
  requireSignedIn(shopper, request)
  const order = await requireOwnOrder(shopper, param)
  const view = accountOrderView(order, shopper.locale.locale, Date.now())
  // The addresses' phones as the shopper reads them (national format).
  return {
    locale: shopper.locale.locale,
    order: {
      ...view,
      shippingAddress: shownAddress(view.shippingAddress, shopper.locale.locale),
      billingAddress: shownAddress(view.billingAddress, shopper.locale.locale),
    },
  }
}

type LineField = 'itemId'

function upstreamRefusal(intent: string, target: string | undefined, error: unknown, t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  const reply: FormReply<LineField> = {
    intent,
    target,
    errors: { form: errorMessage(error.errorId, error.message, t) },
    values: {},
  }
  return refuse(reply, error.status)
}

/** The detail's posts: a return label for a line (ACCT-029), a gift card's email again (ACCT-032). */
export async function orderDetailAction(
  shopper: Shopper,
  request: Request,
  param: string | undefined,
  t: TFunction,
) {
  requireSignedIn(shopper, request)
  const { locale } = shopper.locale
  const orderNumber = orderNumberOf(param)
  if (!orderNumber) return throwNotFound(shopper)
  const form = await request.formData()
  const intent = readIntent(form, ORDER_DETAIL_INTENT_NAMES)
  const back = accountOrderPath(locale, orderNumber)
  switch (intent) {
    case ORDER_DETAIL_INTENTS.returnLabel: {
      const submission = parseWithZod(form, { schema: ReturnLabelFormSchema })
      if (submission.status !== 'success') return badRequest('Unknown line')
      const { itemId } = submission.value
      try {
        await createReturnLabel(shopper.api, orderNumber, [itemId])
      } catch (error) {
        return upstreamRefusal(intent, itemId, error, t)
      }
      return redirectWithToast(back, { type: 'success', title: t('orders:detail.labelMade') })
    }
    case ORDER_DETAIL_INTENTS.resendGiftCard: {
      const submission = parseWithZod(form, { schema: ResendGiftCardFormSchema })
      if (submission.status !== 'success') return badRequest('Unknown line')
      const { itemId } = submission.value
      let email: string | undefined
      try {
        ;({ email } = await resendGiftCardEmail(shopper.api, orderNumber, itemId))
      } catch (error) {
        return upstreamRefusal(intent, itemId, error, t)
      }
      return redirectWithToast(back, {
        type: 'success',
        title: t('orders:detail.resent', { email: email ?? '' }),
      })
    }
    default:
      return badRequest()
  }
}

export type OrderDetailActionData = { reply: FormReply<LineField> } | undefined
