import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { formDataOf as form } from '#tests/helpers/page-form.ts'
import { giftOptionsFor } from '#app/domain/cart/cart.ts'
import { GiftOptionSchema } from './gift-option.ts'

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
})
