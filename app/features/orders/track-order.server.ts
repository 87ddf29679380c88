import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { shipmentViews } from '#app/domain/orders/account-order.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { formatDisplayDate } from '#app/domain/market/display-date.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { trackOrder } from '#app/features/orders/api/account-orders.server.ts'
import { passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { TrackOrderSchema } from '#app/features/orders/schemas/account-orders.ts'
import { TRACK_ORDER_INTENTS } from './intents.ts'

/**
 * ACCT-031: order tracking by number and email, for anyone (rate limited like sign-in). An unknown
 * number and a wrong email get the same answer, so the form cannot tell whether an order number
 * exists (ERR-035 ORD409/OHS4004 and ERR-036 ORD400 alike, decision 033).
 */

/** The upstream answers that all mean "no order with this number and email". */
const NOT_FOUND = new Set(['ORD409', 'OHS4004', 'ORD400'])

export async function trackOrderAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  if (!isIntent(form, TRACK_ORDER_INTENTS.track)) return badRequest()
  const submission = parseWithZod(form, { schema: TrackOrderSchema })
  if (!passesHoneypot(form)) {
    return data(
      { result: submission.reply({ formErrors: [t('identity:signUp.spam')] }), order: null },
      { status: 400 },
    )
  }
  if (submission.status !== 'success')
    return data({ result: submission.reply(), order: null }, { status: 400 })
  const { orderNumber, email } = submission.value
  const { locale } = shopper.locale
  try {
    const order = await trackOrder(shopper.api, orderNumber, email)
    return {
      result: submission.reply(),
      order: {
        ...order,
        placedOn: order.createdAt ? formatDisplayDate(order.createdAt, locale) : undefined,
        shipments: shipmentViews(order.shipments, locale),
      },
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    const message =
      (error.errorId && NOT_FOUND.has(error.errorId)) || error.status === 404
        ? t('orders:track.notFound')
        : errorMessage(error.errorId, error.message, t)
    return data({ result: submission.reply({ formErrors: [message] }), order: null }, { status: 400 })
  }
}
