import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  dateField,
  emailField,
  exactLength,
  isCalendarDate,
  matches,
  maxLength,
  MESSAGES,
  minLength,
  nameField,
  numberField,
  optionalString,
  requiredString,
  sameAs,
  yearsBefore,
} from '#app/validation/validators.ts'

/** The first message for a value, or undefined when it passes. */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** Field errors as a no-JavaScript post would get them back from Conform. */
function postErrors(schema: z.ZodObject, entries: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(entries)) formData.set(name, value)
  return parseWithZod(formData, { schema }).reply().error ?? {}
}

describe('generic validators', () => {
  it('VAL-001 fails blank and whitespace-only values with the exact message', () => {
    for (const value of ['', '   ', '\t', undefined]) {
      expect(firstError(requiredString(), value)).toBe('This field is required')
    }
    expect(firstError(requiredString(), 'x')).toBeUndefined()
  })

  it('VAL-001 a posted empty required field comes back with the message', () => {
    const schema = z.object({ city: requiredString(), note: optionalString().optional() })
    expect(postErrors(schema, { city: '', note: '' })).toEqual({ city: ['This field is required'] })
    expect(postErrors(schema, { city: '   ' })).toEqual({ city: ['This field is required'] })
  })

  it('VAL-002 requires a domain with a dot, with the exact message', () => {
    expect(firstError(emailField(), 'a@b')).toBe('Email is not valid')
    expect(firstError(emailField(), 'a@b.co')).toBeUndefined()
    for (const bad of ['ab.co', 'a@.co', 'a@b.', 'a b@c.co', 'a@b..co']) {
      expect(firstError(emailField(), bad), bad).toBe(MESSAGES.email)
    }
    expect(emailField().parse('  shopper@example.com ')).toBe('shopper@example.com')
  })

  it('VAL-003 the exact-length validator passes only N characters', () => {
    const schema = z.string().check(exactLength(4))
    expect(firstError(schema, '1234')).toBeUndefined()
    expect(firstError(schema, '123')).toBe('Value must be exactly 4 characters')
    expect(firstError(schema, '12345')).toBe('Value must be exactly 4 characters')
  })

  it('VAL-004 max length N fails longer values with the exact message', () => {
    const schema = z.string().check(maxLength(30))
    expect(firstError(schema, 'x'.repeat(30))).toBeUndefined()
    expect(firstError(schema, 'x'.repeat(31))).toBe('Value must not be longer than 30 characters')
  })

  it('VAL-005 min length N fails shorter values with a message containing "at least N characters"', () => {
    const message = firstError(z.string().check(minLength(2)), 'a')
    expect(message).toContain('at least 2 characters')
    expect(firstError(z.string().check(minLength(2)), 'ab')).toBeUndefined()
  })

  it('VAL-006 bounds numbers, and Conform coerces the posted text', () => {
    const schema = numberField({ min: 1, max: 10 })
    expect(firstError(schema, 0)).toBe('Value must be at least 1')
    expect(firstError(schema, 11)).toBe('Value must not be more than 10')
    expect(firstError(schema, 5)).toBeUndefined()
    const form = z.object({ qty: numberField({ min: 1 }) })
    expect(postErrors(form, { qty: 'abc' })).toEqual({ qty: ['Enter a number'] })
    expect(postErrors(form, { qty: '' })).toEqual({ qty: ['This field is required'] })
    expect(postErrors(form, { qty: '3' })).toEqual({})
  })

  it('VAL-007 bounds dates by a minimum and a maximum', () => {
    const schema = dateField({ min: '2000-01-01', max: new Date(Date.UTC(2020, 11, 31)) })
    expect(firstError(schema, '2000-01-01')).toBeUndefined()
    expect(firstError(schema, '2020-12-31')).toBeUndefined()
    expect(firstError(schema, '1999-12-31')).toBe('Date must not be earlier than 2000-01-01')
    expect(firstError(schema, '2021-01-01')).toBe('Date must not be later than 2020-12-31')
  })

  it('VAL-008 requires the YYYY-MM-DD format and a real calendar date', () => {
    expect(firstError(dateField(), '2023-02-30')).toBe(MESSAGES.date)
    expect(firstError(dateField(), '2024-02-29')).toBeUndefined()
    expect(firstError(dateField(), '2023-02-29')).toBe(MESSAGES.date)
    expect(firstError(dateField(), '29/02/2024')).toBe(MESSAGES.date)
    expect(isCalendarDate('2023-13-01')).toBe(false)
    expect(isCalendarDate('2023-00-10')).toBe(false)
  })

  it('VAL-009 allows letters with accents, spaces, comma, period, apostrophe and hyphen', () => {
    for (const name of ["Zoë O'Neil-Smith", 'José María', 'Jr., Sam', 'Øystein', 'D’Arcy']) {
      expect(firstError(nameField(), name), name).toBeUndefined()
    }
    expect(firstError(nameField(), 'J0hn')).toBe('Name is not valid.')
    expect(firstError(nameField(), 'Ann!')).toBe('Name is not valid.')
  })

  it('VAL-010 the regex validator passes matching values only', () => {
    const schema = z.string().check(matches(/^[A-Z]{3}$/, 'Three capitals'))
    expect(firstError(schema, 'ABC')).toBeUndefined()
    expect(firstError(schema, 'ABCD')).toBe('Three capitals')
    expect(firstError(z.string().check(matches(/^\d+$/)), 'x')).toBe(MESSAGES.pattern)
  })

  it('VAL-011 same-as passes only when the value equals the other field (password confirmation)', () => {
    const schema = z
      .object({ password: requiredString({ trim: false }), confirmPassword: requiredString({ trim: false }) })
      .check(sameAs('confirmPassword', 'password', 'Passwords do not match.'))
    expect(postErrors(schema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: ['Passwords do not match.'],
    })
    expect(postErrors(schema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({})
  })

  it('VAL-011 reports a mismatch together with other errors, and not while a field is empty', () => {
    const schema = z
      .object({ email: emailField(), password: requiredString(), confirmPassword: requiredString() })
      .check(sameAs('confirmPassword', 'password'))
    expect(postErrors(schema, { email: 'x', password: 'a', confirmPassword: 'b' })).toEqual({
      email: [MESSAGES.email],
      confirmPassword: ['Values do not match'],
    })
    expect(postErrors(schema, { email: 'a@b.co', password: 'a', confirmPassword: '' })).toEqual({
      confirmPassword: ['This field is required'],
    })
  })

  it('yearsBefore keeps the calendar day and moves 29 February to the 28th', () => {
    expect(yearsBefore(new Date('2025-06-15T12:00:00Z'), 16).toISOString().slice(0, 10)).toBe('2009-06-15')
    expect(yearsBefore(new Date('2028-02-29T00:00:00Z'), 17).toISOString().slice(0, 10)).toBe('2011-02-28')
  })
})
