import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { giftOptionsFor } from '#app/models/cart.ts'
import { addToCart } from '#app/features/cart/shopper-cart.server.ts'
import { isInvalidCustomer } from '#app/features/cart/cart-session.server.ts'
import { isEnhancedPost } from '#app/utils/enhanced-post.server.ts'
import { redirectWithToast, safeRedirect } from '#app/utils/redirect.server.ts'
import { AddGiftCardSchema } from '#app/validation/gift-option.ts'
import { cartErrorMessage, miniCartView } from '#app/features/cart/cart-action.server.ts'
import { loadProduct } from './product.server.ts'
import type { GiftCardResult } from './views.ts'
import * as paths from '#app/models/paths.ts'

const FIELDS = ['customAmount', 'to', 'email', 'message'] as const

/**
 * Adds a digital gift card from its product page (CART-008, CART-016): the chosen amount or the
 * shopper's own, and the gift option with `isDigitalProduct` so the card is emailed to the recipient.
 * A refusal comes back to the product page with the messages at their fields and the text kept.
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
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(formData.get(name) ?? '')]))
  const refuse = (errors: GiftCardResult['errors']) =>
    data({ giftCard: { errors, values } satisfies GiftCardResult }, { status: 400 })

  const submission = parseWithZod(formData, { schema: AddGiftCardSchema })
  if (submission.status !== 'success') {
    const errors = submission.error ?? {}
    return refuse(
      Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key || 'form', messages?.[0]])),
    )
  }
  const value = submission.value
  const { product } = await loadProduct(shopper, slugId)
  const variant = product.variants.find((v) => v.upc === value.upc)
  if (!variant || !product.isDigital) return refuse({ upc: 'Please select an amount' })

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
      return redirectWithToast(cartPath, { type: 'error', title: cartErrorMessage(error, 'add-to-cart') })
    return refuse({ form: cartErrorMessage(error, 'add-to-cart') })
  }
  if (isEnhancedPost(formData)) {
    return { miniCart: miniCartView(cart, variant.upc, t('cart.successfullyAddedToCart')) }
  }
  return redirectWithToast(back, {
    type: 'success',
    title: t('cart.successfullyAddedToCart'),
    link: { href: cartPath, label: t('cart.viewCart') },
  })
}
