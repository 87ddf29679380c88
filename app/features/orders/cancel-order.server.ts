import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { requireSignedIn } from '#app/features/identity/index.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { canCancel } from '#app/domain/orders/order-actions.ts'
import { accountOrderPath } from '#app/domain/paths/self-service-paths.ts'
import { cancelOrder } from '#app/features/orders/api/account-orders.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { CancelOrderSchema } from '#app/features/orders/schemas/account-orders.ts'
import { requireOwnOrder } from './account-orders.server.ts'
import { CANCEL_ORDER_INTENTS } from './intents.ts'

/**
 * ACCT-028: cancelling an order is a page of its own (the confirmation step, with or without
 * JavaScript) and then one post. An order that can no longer be cancelled goes back to its detail.
 */

export async function cancelOrderPage(shopper: Shopper, request: Request, param: string | undefined) {
  requireSignedIn(shopper, request)
  const order = await requireOwnOrder(shopper, param)
  const back = accountOrderPath(shopper.locale.locale, order.orderNumber)
  if (!canCancel(order)) throw redirect(back)
  return { locale: shopper.locale.locale, orderNumber: order.orderNumber, back }
}

export async function cancelOrderAction(
  shopper: Shopper,
  request: Request,
  param: string | undefined,
  t: TFunction,
) {
  requireSignedIn(shopper, request)
  const order = await requireOwnOrder(shopper, param)
  const back = accountOrderPath(shopper.locale.locale, order.orderNumber)
  const form = await request.formData()
  if (!isIntent(form, CANCEL_ORDER_INTENTS.cancel)) return badRequest()
  const submission = parseWithZod(form, { schema: CancelOrderSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // A second post of the same confirmation (double submit) finds it cancelled: the same answer.
  if (order.status !== 'CANCELLED') {
    try {
      await cancelOrder(shopper.api, order.orderNumber, submission.value.reason)
    } catch (error) {
      if (!isApiError(error)) throw error
      const message =
        error.status === 409 ? t('orders:cancel.notAllowed') : errorMessage(error.errorId, error.message, t)
      return data(
        { result: submission.reply({ formErrors: [message] }) },
        { status: error.status === 409 ? 409 : 400 },
      )
    }
  }
  return redirectWithToast(back, {
    type: 'success',
    title: t('orders:cancel.done', { orderNumber: order.orderNumber }),
  })
}
