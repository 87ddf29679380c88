import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { giftOptionsFor } from '#app/domain/cart/cart.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { loadCart, updateCartItem } from '#app/features/cart/shopper-cart.server.ts'
import { isInvalidCustomer } from '#app/features/cart/cart-session.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { dataWithToast, redirectWithToast } from '#app/redirect.server.ts'
import { GiftOptionSchema } from '#app/features/cart/schemas/gift-option.ts'
import { cartErrorMessage } from '#app/features/cart/cart-action.server.ts'
import { invalidReply, refuse } from '#app/form-reply.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { GIFT_INTENT_NAMES, GIFT_INTENTS } from './intents.ts'
import type { GiftField } from './views.ts'
import * as paths from '#app/domain/paths/paths.ts'

const GIFT_FIELDS: readonly GiftField[] = ['to', 'email', 'message']

async function lineOf(shopper: Shopper, itemId: string) {
  const cart = await loadCart(shopper)
  const item = cart?.items.find((i) => i.id === itemId && !i.bonus)
  if (!cart || !item) return throwNotFound(shopper)
  return item
}

/** The add-gift-option page (CART-009): the line, and its gift option as it stands. */
export async function giftPageData(shopper: Shopper, itemId: string) {
  const item = await lineOf(shopper, itemId)
  return {
    locale: shopper.locale.locale,
    item: {
      id: item.id,
      name: item.name,
      image: item.productImageURL,
      isDigital: Boolean(item.isDigital),
      gift: item.giftOptions ?? null,
    },
  }
}

/**
 * Saves a line's gift option (CART-008): to, email and message, with `isDigitalProduct` for a digital
 * product. The page and the cart's dialog post here; success goes back to the cart with a toast, or
 * (the dialog) answers in place with the toast for the cart behind it.
 */
async function saveGiftOption(shopper: Shopper, form: FormData, t: TFunction, itemId: string) {
  const submission = parseWithZod(form, { schema: GiftOptionSchema })
  const intent = GIFT_INTENTS.saveGiftOption
  const cartPath = paths.cartPath(shopper.locale.locale)
  if (submission.status !== 'success') {
    return refuse(invalidReply(t, form, submission.error, { intent, target: itemId, keep: GIFT_FIELDS }))
  }
  const item = await lineOf(shopper, itemId)
  try {
    await updateCartItem(shopper, {
      itemId: item.id,
      productId: item.productId,
      upc: item.upc,
      qty: item.qty,
      giftOptions: giftOptionsFor(submission.value, Boolean(item.isDigital)),
    })
  } catch (error) {
    const message = cartErrorMessage(error, 'update-quantity', t)
    if (isInvalidCustomer(error)) return redirectWithToast(cartPath, { type: 'error', title: message })
    const values = Object.fromEntries(GIFT_FIELDS.map((name) => [name, String(form.get(name) ?? '')]))
    return refuse<GiftField>({ intent, target: itemId, errors: { form: message }, values }, 502)
  }
  const toast = { type: 'success', title: t('cart:gift.saved', { name: item.name }) } as const
  // The dialog stays on the cart: the cart reloads behind it and the toast shows there.
  if (isEnhancedPost(form)) {
    return dataWithToast({ saved: true }, toast)
  }
  return redirectWithToast(cartPath, toast)
}

/** The gift option page's posts (GIFT_INTENTS of features/cart/intents.ts). */
export async function giftAction(request: Request, shopper: Shopper, t: TFunction, itemId: string) {
  const form = await request.formData()
  const intent = readIntent(form, GIFT_INTENT_NAMES)
  switch (intent) {
    case GIFT_INTENTS.saveGiftOption:
      return saveGiftOption(shopper, form, t, itemId)
    default:
      return badRequest()
  }
}
