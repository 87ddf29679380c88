import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { giftOptionsFor } from '#app/domain/cart/cart.ts'
import { AddGiftCardSchema, GiftOptionSchema } from './gift-option.ts'

function form(values: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

describe('gift options', () => {
  it('CART-008 a gift option carries to, email and message; a digital product adds isDigitalProduct true', () => {
    expect(giftOptionsFor({ to: 'Sam', email: 'sam@example.com', message: 'Hi' }, false)).toEqual({
      to: 'Sam',
      email: 'sam@example.com',
      message: 'Hi',
    })
    expect(giftOptionsFor({ to: 'Sam' }, true)).toEqual({ to: 'Sam', isDigitalProduct: true })
  })

  it('CART-008 a line gift option needs a name; email is optional but must be valid; the message is capped', () => {
    const ok = parseWithZod(form({ intent: 'gift-option', itemId: 'i1', to: ' Sam ' }), {
      schema: GiftOptionSchema,
    })
    expect(ok.status).toBe('success')
    expect(ok.status === 'success' && ok.value.to).toBe('Sam')
    const bad = parseWithZod(
      form({ intent: 'gift-option', itemId: 'i1', to: '', email: 'sam@', message: 'x'.repeat(251) }),
      { schema: GiftOptionSchema },
    )
    expect(bad.status !== 'success' && bad.error).toMatchObject({
      to: ['This field is required'],
      email: ['Email is not valid'],
      message: ['Value must not be longer than 250 characters'],
    })
  })

  it('CART-008 a digital gift card needs the recipient email; its own amount is 10 to 500', () => {
    const base = { intent: 'add-gift-card', productId: 'GC1', upc: 'u', to: 'Sam' }
    expect(
      parseWithZod(form({ ...base, email: 'sam@example.com' }), { schema: AddGiftCardSchema }).status,
    ).toBe('success')
    const bad = parseWithZod(form({ ...base, customAmount: '501' }), { schema: AddGiftCardSchema })
    expect(bad.status !== 'success' && bad.error).toMatchObject({
      email: ['This field is required'],
      customAmount: ['Value must not be more than 500'],
    })
    const amount = parseWithZod(form({ ...base, email: 'sam@example.com', customAmount: '75' }), {
      schema: AddGiftCardSchema,
    })
    expect(amount.status === 'success' && amount.value.customAmount).toBe(75)
  })
})
