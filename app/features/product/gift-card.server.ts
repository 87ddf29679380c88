import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { giftOptionsFor } from '#app/domain/cart/cart.ts'
import {
  addToCart,
  isInvalidCustomer,
  cartErrorMessage,
  miniCartView,
} from '#app/features/cart/index.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { invalidReply, refuse } from '#app/form-reply.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { answeredInPlace } from '#app/domain/page/enhanced-post.ts'
import { AddGiftCardSchema, SELECT_AN_AMOUNT } from '#app/features/product/schemas/gift-card.ts'
import { loadProduct } from './product.server.ts'
import { PRODUCT_INTENTS } from './intents.ts'
import type { GiftCardField } from './views.ts'
import * as paths from '#app/domain/paths/paths.ts'

/** What the shopper typed: every refusal gives it back, so the form shows it again. */
const TYPED = ['customAmount', 'to', 'email', 'message'] as const satisfies GiftCardField[]

/**
 * Adds a digital gift card from its product page (CART-008, CART-016): the chosen amount or the
 * shopper's own, and the gift option with `isDigitalProduct` so the card is emailed to the recipient.
 * A refusal (400) is a `FormReply`: the messages at their fields (a missing amount and an upstream
 * error at the top) and the text kept.
 */
export async function giftCardAction(
  request: Request,
  formData: FormData,
  shopper: Shopper,
  t: TFunction,
  slugId: string | undefined,
) {
  const url = new URL(request.url)
  const back = safeRedirect(`${url.pathname}${url.search}`)
  const reply = (fieldErrors: Record<string, string[] | null | undefined> | null | undefined) =>
    invalidReply<GiftCardField>(t, formData, fieldErrors, {
      intent: PRODUCT_INTENTS.addGiftCard,
      keep: TYPED,
    })

  const submission = parseWithZod(formData, { schema: AddGiftCardSchema })
  if (submission.status !== 'success') return refuse(reply(submission.error))
  const value = submission.value
  const { product } = await loadProduct(shopper, slugId)
  // The chosen amount's variant; for the shopper's own amount alone, the card's first one on sale,
  // which the own amount prices (CART-016 customAmount).
  const variant = value.upc
    ? product.variants.find((v) => v.upc === value.upc)
    : product.variants.find((v) => v.orderable)
  if (!variant || !product.isDigital) return refuse(reply({ upc: [SELECT_AN_AMOUNT] }))

  const cartPath = paths.cartPath(shopper.locale.locale)
  let cart
  try {
    cart = await addToCart(shopper, [
      {
        productId: product.id,
        upc: variant.upc,
        qty: value.qty,
        pdpUrl: back,
        ...(value.customAmount ? { customAmount: value.customAmount } : {}),
        giftOptions: giftOptionsFor(value, true),
      },
    ])
  } catch (error) {
    if (isInvalidCustomer(error))
      return redirectWithToast(cartPath, { type: 'error', title: cartErrorMessage(error, 'add-to-cart', t) })
    // The catalogue's message, already the shopper's: at the top of the form.
    return refuse({ ...reply({}), errors: { form: cartErrorMessage(error, 'add-to-cart', t) } })
  }
  if (isEnhancedPost(formData)) {
    return answeredInPlace({
      miniCart: miniCartView(cart, variant.upc, t('toasts:cart.successfullyAddedToCart'), value.qty),
    })
  }
  return redirectWithToast(back, {
    type: 'success',
    title: t('toasts:cart.successfullyAddedToCart'),
    link: { href: cartPath, label: t('cart.viewCart') },
  })
}
