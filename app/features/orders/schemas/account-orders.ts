import { z } from 'zod'
import {
  CANCEL_ORDER_INTENTS,
  ORDER_DETAIL_INTENTS,
  TRACK_ORDER_INTENTS,
} from '#app/features/orders/intents.ts'
import { emailField, matches, maxLength, optionalString, requiredString } from '#app/validation/validators.ts'

/** The account's order forms and the order tracking form (ACCT-028, 029, 031, 032). */

/** An order number as printed on the confirmation: letters, digits and dashes. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/
export const ORDER_NUMBER_MESSAGE = 'Enter the order number as it appears on your confirmation'

/** ACCT-028: the cancel confirmation; the reason is optional. */
export const CancelOrderSchema = z.object({
  intent: z.literal(CANCEL_ORDER_INTENTS.cancel),
  reason: optionalString().check(maxLength(200)).optional(),
})

const itemId = requiredString().check(maxLength(60))

/** ACCT-029: a return label for one line of the order. */
export const ReturnLabelFormSchema = z.object({
  intent: z.literal(ORDER_DETAIL_INTENTS.returnLabel),
  itemId,
})

/** ACCT-032: a digital gift card line's email sent again. */
export const ResendGiftCardFormSchema = z.object({
  intent: z.literal(ORDER_DETAIL_INTENTS.resendGiftCard),
  itemId,
})

/** ACCT-031: the order number and the email it was placed with. */
export const TrackOrderSchema = z.object({
  intent: z.literal(TRACK_ORDER_INTENTS.track),
  orderNumber: requiredString().check(matches(ORDER_NUMBER_PATTERN, ORDER_NUMBER_MESSAGE)),
  email: emailField({ max: 100 }),
})
