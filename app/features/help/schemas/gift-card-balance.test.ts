import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { GiftCardBalanceSchema } from './gift-card-balance.ts'
import { MESSAGES } from '../../../validation/validators.ts'

function parse(values: Record<string, string>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  return parseWithZod(form, { schema: GiftCardBalanceSchema })
}

describe('gift card balance schema', () => {
  it('VAL-001 asks for the number and PIN before any call', () => {
    expect(parse({ intent: 'check-balance' }).reply().error).toMatchObject({
      cardNumber: [MESSAGES.required],
      pin: [MESSAGES.required],
    })
  })

  it('drops spaces and dashes from the number, as the billing step does', () => {
    const result = parse({ intent: 'check-balance', cardNumber: '6006 4900-0000 0001', pin: '1111' })
    expect(result.status === 'success' && result.value).toEqual({
      intent: 'check-balance',
      cardNumber: '6006490000000001',
      pin: '1111',
    })
  })

  it("refuses the billing step's intents", () => {
    expect(parse({ intent: 'check-gift-card', cardNumber: '1', pin: '1' }).status).not.toBe('success')
  })
})
