/**
 * The one answer to a refused post from a form that does not ship Conform (decision 020): the product
 * page's gift card and notify-me forms, the cart's line, coupon, gift and adjustment forms, the review
 * votes. Forms that validate with Conform answer Conform's own `submission.reply()` instead.
 *
 * One message per field, already in the shopper's language; `form` is the message above the form
 * (where the error catalogue places it at the top). `values` is what the shopper typed, so the form
 * shows it again (never a password, a PIN or card data). `target` names which of a page's many forms
 * of the same kind was posted (a cart line, a review), so only that one shows the message.
 * No imports: this module reaches the browser.
 */
export interface FormReply<Field extends string = string> {
  intent: string
  target?: string
  errors: Partial<Record<Field | 'form', string>>
  values: Partial<Record<Field, string>>
}

/** The reply when it answers `intent` (and `target`, for one of many forms), else undefined. */
export function replyFor<Field extends string>(
  reply: FormReply<Field> | undefined,
  intent: string | readonly string[],
  target?: string,
): FormReply<Field> | undefined {
  if (!reply) return undefined
  const intents: readonly string[] = typeof intent === 'string' ? [intent] : intent
  if (!intents.includes(reply.intent)) return undefined
  if (target !== undefined && reply.target !== target) return undefined
  return reply
}
