import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { type SignUpConfig, signUpSchema } from '#app/features/identity/schemas/sign-up.ts'

const NOW = new Date('2025-06-15T10:00:00Z')
const BASE: SignUpConfig = { region: 'NA', country: 'US', now: NOW }
const VALID = {
  firstName: 'Ana',
  lastName: 'Núñez',
  email: 'ana@example.com',
  password: 'Abcdefg1',
}

function post(config: SignUpConfig, values: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(values)) formData.set(name, value)
  return parseWithZod(formData, { schema: signUpSchema(config) })
}
const errorsOf = (config: SignUpConfig, values: Record<string, string>) =>
  post(config, values).reply().error ?? {}

describe('sign-up', () => {
  it('accepts the minimal valid form', () => {
    expect(post(BASE, VALID).status).toBe('success')
  })

  it("VAL-030 names follow the address rules: 'A' → min length, 31 characters → max length", () => {
    const errors = errorsOf(BASE, { ...VALID, firstName: 'A', lastName: 'x'.repeat(31) })
    expect(errors.firstName?.[0]).toContain('at least 2 characters')
    expect(errors.lastName).toEqual(['Value must not be longer than 30 characters'])
    expect(errorsOf(BASE, { ...VALID, firstName: '' }).firstName).toEqual(['This field is required'])
    expect(errorsOf(BASE, { ...VALID, lastName: 'J0nes' }).lastName).toEqual(['Name is not valid.'])
  })

  it('VAL-031 the birth date boundaries pass and fail with a fixed clock (minimal age 16, minimum 1900-01-01)', () => {
    const config = { ...BASE, birthDateRequired: true }
    expect(errorsOf(config, { ...VALID, birthDate: '2009-06-15' })).toEqual({})
    expect(errorsOf(config, { ...VALID, birthDate: '2009-06-16' })).toEqual({
      birthDate: [errorMessage('PRO410')],
    })
    expect(errorsOf(config, { ...VALID, birthDate: '1900-01-01' })).toEqual({})
    expect(errorsOf(config, { ...VALID, birthDate: '1899-12-31' }).birthDate).toHaveLength(1)
    expect(errorsOf(config, { ...VALID, birthDate: '2001-02-29' }).birthDate).toHaveLength(1)
    expect(errorsOf(config, VALID)).toEqual({ birthDate: ['This field is required'] })
  })

  it('VAL-031 the birth date is optional unless configured, but still validated when given', () => {
    expect(errorsOf(BASE, VALID)).toEqual({})
    expect(
      errorsOf({ ...BASE, minimalAge: 18 }, { ...VALID, birthDate: '2008-01-01' }).birthDate,
    ).toHaveLength(1)
  })

  it('VAL-032 the phone is required only where configured', () => {
    expect(errorsOf(BASE, VALID)).toEqual({})
    expect(errorsOf({ ...BASE, phoneRequired: true }, VALID)).toEqual({ phone: ['This field is required'] })
    expect(errorsOf(BASE, { ...VALID, phone: '123' })).toEqual({
      phone: ['A valid phone number is required'],
    })
  })

  it('VAL-020 VAL-021 VAL-022 the phone follows the rules of the phone code chosen, not the site country', () => {
    // en-us: a French mobile (9 digits, X XX XX XX XX) with +33 passes, a US number with +33 fails.
    expect(post(BASE, { ...VALID, phoneCode: 'FR', phone: '6 12 34 56 78' }).status).toBe('success')
    expect(errorsOf(BASE, { ...VALID, phoneCode: 'FR', phone: '2125550100' })).toEqual({
      phone: ['A valid phone number is required'],
    })
    // de-de: a US number with +1 follows North America's rule, and a German number no longer fits it.
    const DE: SignUpConfig = { region: 'EMEA', country: 'DE', now: NOW }
    expect(post(DE, { ...VALID, phoneCode: 'US', phone: '(212) 555-0100' }).status).toBe('success')
    expect(errorsOf(DE, { ...VALID, phoneCode: 'US', phone: '1512345678' })).toEqual({
      phone: ['A valid phone number is required'],
    })
    expect(post(DE, { ...VALID, phoneCode: 'DE', phone: '1512345678' }).status).toBe('success')
    // A dial code posted as such stands for its country; without a code the site's rules apply.
    expect(post(BASE, { ...VALID, phoneCode: '+33', phone: '612345678' }).status).toBe('success')
    expect(errorsOf(BASE, { ...VALID, phone: '612345678' })).toEqual({
      phone: ['A valid phone number is required'],
    })
  })

  it('VAL-022 a bad phone shows beside the other fields’ errors, and what was typed is kept', () => {
    const reply = post(BASE, { ...VALID, email: '', phoneCode: 'FR', phone: '212' }).reply()
    expect(reply.error).toMatchObject({
      email: ['This field is required'],
      phone: ['A valid phone number is required'],
    })
    expect(reply.initialValue).toMatchObject({ phone: '212', phoneCode: 'FR' })
  })

  it('VAL-033 the SMS opt-in is required when configured and a phone is present', () => {
    const phone = '2125550100'
    const table: [boolean, string | undefined, boolean, boolean][] = [
      // configured, phone, ticked, fails
      [true, phone, false, true],
      [true, phone, true, false],
      [true, undefined, false, false],
      [false, phone, false, false],
    ]
    for (const [smsOptInRequired, phoneValue, ticked, fails] of table) {
      const values = {
        ...VALID,
        ...(phoneValue && { phone: phoneValue }),
        ...(ticked && { optInAccepted: 'on' }),
      }
      const errors = errorsOf({ ...BASE, smsOptInRequired }, values)
      expect(
        errors.optInAccepted !== undefined,
        JSON.stringify({ smsOptInRequired, phoneValue, ticked }),
      ).toBe(fails)
    }
    const withOtherErrors = errorsOf({ ...BASE, smsOptInRequired: true }, { ...VALID, email: '', phone })
    expect(withOtherErrors).toEqual({
      email: ['This field is required'],
      optInAccepted: ['This field is required'],
    })
  })

  it('VAL-034 gender is required where configured', () => {
    expect(errorsOf({ ...BASE, genderRequired: true }, VALID)).toEqual({ gender: ['This field is required'] })
    expect(errorsOf({ ...BASE, genderRequired: true }, { ...VALID, gender: 'F' })).toEqual({})
    expect(errorsOf(BASE, VALID)).toEqual({})
  })

  it("VAL-035 a flagged terms box left unticked gets 'This field is required'", () => {
    const config: SignUpConfig = { ...BASE, requiredTerms: ['loyaltyTerms', 'policy'] }
    expect(errorsOf(config, VALID)).toEqual({
      loyaltyTerms: ['This field is required'],
      policy: ['This field is required'],
    })
    expect(errorsOf(config, { ...VALID, loyaltyTerms: 'on', policy: 'on' })).toEqual({})
  })

  it('VAL-036 the email is required and valid; the password is required and follows VAL-013', () => {
    expect(errorsOf(BASE, { ...VALID, email: '' }).email).toEqual(['This field is required'])
    expect(errorsOf(BASE, { ...VALID, email: 'ana@example' }).email).toEqual(['Email is not valid'])
    expect(errorsOf(BASE, { ...VALID, password: '' }).password).toEqual(['This field is required'])
    expect(errorsOf(BASE, { ...VALID, password: 'abcdefg1' }).password).toEqual([
      'at least one character in upper case',
    ])
  })

  it('VAL-037 the postal code uses the address rule of the country', () => {
    const config: SignUpConfig = { ...BASE, country: 'CA', postalCodeRequired: true }
    expect(errorsOf(config, VALID)).toEqual({ postalCode: ['This field is required'] })
    expect(errorsOf(config, { ...VALID, postalCode: '12345' })).toEqual({
      postalCode: ['Enter a valid postal code'],
    })
    const result = post(config, { ...VALID, postalCode: 'h2x 1y4' })
    expect(result.status === 'success' && result.value.postalCode).toBe('H2X 1Y4')
    expect(errorsOf(BASE, VALID)).toEqual({})
  })
})

describe('sign-up form model', () => {
  it('AUTH-018 the schema has exactly the fields of the sign-up form', () => {
    expect(Object.keys(signUpSchema(BASE).shape).sort()).toEqual(
      [
        'firstName',
        'lastName',
        'birthDate',
        'phone',
        'phoneCode',
        'email',
        'password',
        'newsletter',
        'loyaltyTerms',
        'brandTerms',
        'policy',
        'postalCode',
        'gender',
        'optInAccepted',
      ].sort(),
    )
  })
})
