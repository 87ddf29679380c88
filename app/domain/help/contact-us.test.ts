import { describe, expect, it } from 'vitest'
import { CONTACT_CATEGORIES } from '#mocks/help/seed/contact-us.ts'
import { ContactCategoriesSchema, subjectBelongsTo } from './contact-us.ts'

describe('contact-us options (FORM-021)', () => {
  it('FORM-021 the fixture parses with the schema the service uses', () => {
    expect(ContactCategoriesSchema.parse(CONTACT_CATEGORIES).categories.length).toBeGreaterThan(1)
  })

  it('FORM-021 a subject belongs only to its own category', () => {
    const { categories } = CONTACT_CATEGORIES
    expect(subjectBelongsTo(categories, 'orders', 'order-status')).toBe(true)
    expect(subjectBelongsTo(categories, 'returns', 'order-status')).toBe(false)
    expect(subjectBelongsTo(categories, 'nope', 'order-status')).toBe(false)
  })
})
