import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { formDataOf as form } from '#tests/helpers/page-form.ts'
import { CART_INTENT_NAMES, LINE_DELIVERY_INTENT_NAMES } from '#app/features/cart/intents.ts'
import {
  AddToCartSchema,
  AdjustPriceSchema,
  ApplyCouponSchema,
  DismissPromotionSchema,
  RemoveCouponSchema,
  RemoveItemSchema,
  RemovePriceAdjustmentSchema,
  SetDeliverySchema,
  SetShippingMethodSchema,
  UpdateQuantitySchema,
} from './cart-intents.ts'

describe('cart intents', () => {
  it('CART-017 each cart intent has one form schema, and each schema one intent of the feature', () => {
    const cart = [
      AddToCartSchema,
      UpdateQuantitySchema,
      RemoveItemSchema,
      ApplyCouponSchema,
      RemoveCouponSchema,
      DismissPromotionSchema,
      AdjustPriceSchema,
      RemovePriceAdjustmentSchema,
    ].map((schema) => schema.shape.intent.value)
    expect([...cart].sort()).toEqual([...CART_INTENT_NAMES].sort())
    const delivery = [SetDeliverySchema, SetShippingMethodSchema].map((schema) => schema.shape.intent.value)
    expect([...delivery].sort()).toEqual([...LINE_DELIVERY_INTENT_NAMES].sort())
  })

  it('CART-017 a quantity is a whole number from 0 to the maximum', () => {
    const line = { intent: 'update-quantity', itemId: 'i1', productId: 'p1', upc: 'u1' }
    const ok = parseWithZod(form({ ...line, qty: '0' }), { schema: UpdateQuantitySchema })
    expect(ok.status).toBe('success')
    const negative = parseWithZod(form({ ...line, qty: '-1' }), { schema: UpdateQuantitySchema })
    expect(negative.status !== 'success' && negative.error).toMatchObject({
      qty: ['Enter a quantity of 0 or more'],
    })
  })

  it('CART-019 a promo code is required', () => {
    const blank = parseWithZod(form({ intent: 'apply-coupon', code: '  ' }), { schema: ApplyCouponSchema })
    expect(blank.status !== 'success' && blank.error).toMatchObject({ code: ['Enter a promo code'] })
  })
})
