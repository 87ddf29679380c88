import { describe, expect, it } from 'vitest'
import { GiftCardFormSchema, RemoveGiftCardSchema } from './schema.ts'

describe('gift card form', () => {
  it('VAL-001 number and PIN are required with the spec message', () => {
    const result = GiftCardFormSchema.safeParse({ intent: 'apply-gift-card', cardNumber: '  ', pin: '' })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((i) => [i.path.join('.'), i.message])
    expect(messages).toEqual([
      ['cardNumber', 'This field is required'],
      ['pin', 'This field is required'],
    ])
  })

  it('drops spaces and dashes from the number; the intent picks check or apply', () => {
    expect(
      GiftCardFormSchema.parse({ intent: 'check-gift-card', cardNumber: '6006 4900-0000 0001', pin: '1111' }),
    ).toEqual({ intent: 'check-gift-card', cardNumber: '6006490000000001', pin: '1111' })
    expect(GiftCardFormSchema.safeParse({ intent: 'other', cardNumber: '1', pin: '1' }).success).toBe(false)
  })

  it('removing needs the instrument id', () => {
    expect(RemoveGiftCardSchema.safeParse({ intent: 'remove-gift-card', instrumentId: '' }).success).toBe(
      false,
    )
    expect(RemoveGiftCardSchema.parse({ intent: 'remove-gift-card', instrumentId: 'pi1' }).instrumentId).toBe(
      'pi1',
    )
  })
})
