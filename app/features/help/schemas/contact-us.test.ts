import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGE_MAX } from '#app/domain/help/contact-us.ts'
import { CONTACT_CATEGORIES } from '#mocks/help/seed/contact-us.ts'
import { CONTACT_US_MESSAGES, contactUsSchema } from './contact-us.ts'
import { MESSAGES } from '../../../validation/validators.ts'

const schema = contactUsSchema(CONTACT_CATEGORIES.categories, { region: 'NA', country: 'US' })

const valid = {
  intent: 'contact-us',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  category: 'orders',
  subject: 'order-status',
  message: 'Where is my parcel?',
}

function parse(values: Record<string, string>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  return parseWithZod(form, { schema })
}

describe('contact-us schema (FORM-020, FORM-021)', () => {
  it('FORM-020 accepts a complete message; phone and order number are optional', () => {
    const result = parse(valid)
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toEqual(valid)
  })

  it('FORM-020 requires names, email, category, subject and message', () => {
    const result = parse({ intent: 'contact-us' })
    expect(result.reply().error).toMatchObject({
      firstName: [MESSAGES.required],
      lastName: [MESSAGES.required],
      email: [MESSAGES.required],
      category: [MESSAGES.required],
      subject: [MESSAGES.required],
      message: [MESSAGES.required],
    })
  })

  it('FORM-021 takes only a category on offer, and only a subject of the chosen category', () => {
    expect(parse({ ...valid, category: 'made-up' }).reply().error?.category).toEqual([
      CONTACT_US_MESSAGES.category,
    ])
    // A subject of another category (returns) under orders.
    expect(parse({ ...valid, subject: 'refund-status' }).reply().error?.subject).toEqual([
      CONTACT_US_MESSAGES.subject,
    ])
    expect(parse({ ...valid, category: 'returns', subject: 'refund-status' }).status).toBe('success')
  })

  it('FORM-020 checks the email, the optional phone and order number, and the message length', () => {
    const result = parse({
      ...valid,
      email: 'ada@',
      phone: '12',
      orderNumber: 'ORD 1; DROP',
      message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1),
    })
    expect(result.reply().error).toMatchObject({
      email: [MESSAGES.email],
      phone: ['A valid phone number is required'],
      orderNumber: [CONTACT_US_MESSAGES.orderNumber],
      message: [MESSAGES.maxLength(CONTACT_MESSAGE_MAX)],
    })
    const ok = parse({ ...valid, phone: '(212) 555-0100', orderNumber: 'ORD-000123' })
    expect(ok.status === 'success' && ok.value).toMatchObject({
      phone: '2125550100',
      orderNumber: 'ORD-000123',
    })
  })

  it('FORM-020 refuses another intent', () => {
    expect(parse({ ...valid, intent: 'sign-in' }).reply().error?.intent).toBeTruthy()
  })
})
