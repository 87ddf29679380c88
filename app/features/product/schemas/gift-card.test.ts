import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { formDataOf as form } from '#tests/helpers/page-form.ts'
import { AddGiftCardSchema } from './gift-card.ts'

describe('digital gift card', () => {
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
