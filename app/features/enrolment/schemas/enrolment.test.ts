import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '#app/domain/errors/errors.ts'
import {
  InterestsSchema,
  LookupSchema,
  mobileSchema,
  profileStepSchema,
} from '#app/features/enrolment/schemas/enrolment.ts'

function parse(schema: Parameters<typeof parseWithZod>[1]['schema'], entries: [string, string][]) {
  const formData = new FormData()
  for (const [name, value] of entries) formData.append(name, value)
  return parseWithZod(formData, { schema })
}
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) =>
  parse(schema, Object.entries(values)).reply().error ?? {}

const US = { region: 'NA' as const, country: 'US' }
const NOW = new Date('2025-06-15T10:00:00Z')

describe('enrolment forms', () => {
  it('ACCT-035 the lookup wants a valid email', () => {
    expect(errorsOf(LookupSchema, { email: '' })).toEqual({ email: ['This field is required'] })
    expect(errorsOf(LookupSchema, { email: 'x@y' })).toEqual({ email: ['Email is not valid'] })
  })

  it('VAL-020 VAL-022 the mobile step follows the site phone rules', () => {
    expect(errorsOf(mobileSchema(US), { phone: '1125550100' })).toEqual({
      phone: ['A valid phone number is required'],
    })
    const ok = parse(mobileSchema(US), [['phone', '(212) 555-0100']])
    expect(ok.status === 'success' && ok.value).toEqual({ phone: '2125550100' })
  })

  it('VAL-030 VAL-031 VAL-037 the profile step requires names, postal code and an old-enough birth date', () => {
    const schema = profileStepSchema({ ...US, minimalAge: 16, minBirthDate: '1900-01-01', now: NOW })
    expect(errorsOf(schema, {})).toEqual({
      firstName: ['This field is required'],
      lastName: ['This field is required'],
      postalCode: ['This field is required'],
      birthDate: ['This field is required'],
    })
    const values = { firstName: 'Ana', lastName: 'Ruiz', postalCode: '10001' }
    expect(errorsOf(schema, { ...values, birthDate: '2009-06-16' })).toEqual({
      birthDate: [errorMessage('PRO410')],
    })
    expect(errorsOf(schema, { ...values, birthDate: '2009-06-15' })).toEqual({})
    expect(errorsOf(schema, { ...values, postalCode: 'ABC', birthDate: '2000-01-01' })).toEqual({
      postalCode: ['Enter a valid postal code'],
    })
    const withPhone = profileStepSchema({
      ...US,
      minimalAge: 16,
      minBirthDate: '1900-01-01',
      now: NOW,
      withPhone: true,
    })
    expect(errorsOf(withPhone, { ...values, birthDate: '2000-01-01' })).toEqual({
      phone: ['This field is required'],
    })
  })

  it('ACCT-043 interests come as a list of known options', () => {
    const two = parse(InterestsSchema, [
      ['intent', 'save-interests'],
      ['interests', 'running'],
      ['interests', 'hiking'],
    ])
    expect(two.status === 'success' && two.value).toEqual({
      intent: 'save-interests',
      interests: ['running', 'hiking'],
    })
    const one = parse(InterestsSchema, [
      ['intent', 'save-interests'],
      ['interests', 'camping'],
    ])
    expect(one.status === 'success' && one.value).toEqual({
      intent: 'save-interests',
      interests: ['camping'],
    })
    expect(
      parse(InterestsSchema, [
        ['intent', 'save-interests'],
        ['interests', 'golf'],
      ]).status,
    ).toBe('error')
  })
})
