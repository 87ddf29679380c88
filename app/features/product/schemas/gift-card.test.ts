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

  it('CART-008 the own amount is enough without a preset one; with neither, the amount is asked for', () => {
    const card = { intent: 'add-gift-card', productId: 'GC1', to: 'Sam', email: 'sam@example.com' }
    const own = parseWithZod(form({ ...card, customAmount: '40' }), { schema: AddGiftCardSchema })
    expect(own.status === 'success' && own.value).toMatchObject({ customAmount: 40 })
    const none = parseWithZod(form({ ...card, email: '' }), { schema: AddGiftCardSchema })
    expect(none.status !== 'success' && none.error).toMatchObject({
      upc: ['Please select an amount'],
      email: ['This field is required'],
    })
  })
})
