import { beforeEach, describe, expect, it } from 'vitest'
import { ContactCategoriesSchema, ContactUsReceiptSchema } from '#app/domain/help/contact-us.ts'
import { CONTACT_CATEGORIES } from './seed/contact-us.ts'
import { helpCall, helpGuestToken } from './help-test-client.ts'
import { resetState } from '../state.ts'

beforeEach(() => resetState())

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  category: 'returns',
  subject: 'refund-status',
  orderNumber: 'ORD-000001',
  message: 'My refund has not arrived.',
}

describe('contact us in the emulator', () => {
  it('FORM-021 GET categorySubject answers the fixture categories with their subjects', async () => {
    const result = await helpCall('GET', '/consumers-v3/contactus/categorySubject?locale=en_US')
    expect(result.status).toBe(200)
    expect(ContactCategoriesSchema.parse(result.json)).toEqual(CONTACT_CATEGORIES)
  })

  it('FORM-020 POST contactus records the message and answers its reference', async () => {
    const token = await helpGuestToken()
    const first = await helpCall('POST', '/consumers-v3/contactus?locale=en_US', { token, body: message })
    const second = await helpCall('POST', '/consumers-v3/contactus', { token, body: message })
    expect(ContactUsReceiptSchema.parse(first.json).referenceId).toBe('CU-000001')
    expect(ContactUsReceiptSchema.parse(second.json).referenceId).toBe('CU-000002')
    const recorded = await helpCall('GET', '/__emulator/contact-us')
    expect(recorded.json).toMatchObject([{ ...message, referenceId: 'CU-000001', locale: 'en_US' }, {}])
  })

  it('FORM-020 answers 400 in the error shape for missing fields, a bad email or a subject of another category', async () => {
    const token = await helpGuestToken()
    for (const body of [
      { ...message, message: ' ' },
      { ...message, email: 'nope' },
      { ...message, category: 'orders' },
      { ...message, category: 'unknown' },
    ]) {
      const result = await helpCall('POST', '/consumers-v3/contactus', { token, body })
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(result.json).toMatchObject({ errorDetails: [{ errorId: 'API400' }], correlationId: 'corr-test' })
    }
    expect((await helpCall('GET', '/__emulator/contact-us')).json).toEqual([])
  })

  it('FORM-020 needs a token, as every consumers call', async () => {
    const result = await helpCall('POST', '/consumers-v3/contactus', { body: message })
    expect(result.status).toBe(401)
  })

  it('FORM-020 a scripted fault answers instead of the handler (control API)', async () => {
    await helpCall('POST', '/__emulator/faults', {
      body: { path: '/consumers-v3/contactus$', status: 503, errorId: 'GEN500', times: 1 },
    })
    const token = await helpGuestToken()
    expect((await helpCall('POST', '/consumers-v3/contactus', { token, body: message })).status).toBe(503)
    expect((await helpCall('POST', '/consumers-v3/contactus', { token, body: message })).status).toBe(200)
  })
})
