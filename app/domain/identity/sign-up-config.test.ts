import { describe, expect, it } from 'vitest'
import { SIGN_UP_FIELDS, formFieldName, signUpConfigFor } from '#app/domain/identity/sign-up-config.ts'
import { LOCALES } from '#app/domain/market/site.ts'

describe('sign-up configuration', () => {
  it('AUTH-019 every locale orders exactly the eight fields of the spec', () => {
    for (const locale of LOCALES) {
      expect([...signUpConfigFor(locale).fieldOrder].sort(), locale).toEqual([...SIGN_UP_FIELDS].sort())
    }
    expect(signUpConfigFor('en-us').fieldOrder).not.toEqual(signUpConfigFor('en-gb').fieldOrder)
    expect(formFieldName('zipCode')).toBe('postalCode')
    expect(formFieldName('email')).toBe('email')
  })

  it('VAL-032 VAL-034 VAL-035 requirements vary by site; the required terms are among the shown ones', () => {
    expect(signUpConfigFor('en-us').phoneRequired).toBe(false)
    expect(signUpConfigFor('fr-fr').phoneRequired).toBe(true)
    expect(signUpConfigFor('de-de').genderRequired).toBe(true)
    expect(signUpConfigFor('de-de').birthDateRequired).toBe(true)
    for (const locale of LOCALES) {
      const config = signUpConfigFor(locale)
      for (const box of config.requiredTerms) expect(config.terms).toContain(box)
      expect(config.minimalAge).toBe(16)
      expect(config.minBirthDate).toBe('1900-01-01')
    }
  })

  it('carries the site country and region for the phone and postal rules', () => {
    expect(signUpConfigFor('en-ca')).toMatchObject({ country: 'CA', region: 'NA', postalCodeRequired: true })
    expect(signUpConfigFor('en-gb')).toMatchObject({ country: 'GB', region: 'EMEA' })
  })
})

describe('client weight (decision 004)', () => {
  it('keeps the modules the sign-up and enrolment pages ship free of zod and the phone metadata', async () => {
    const { readFile } = await import('node:fs/promises')
    for (const file of [
      './sign-up-config.ts',
      './enrolment.ts',
      '../../features/identity/ui/sign-up-form.tsx',
      '../../components/password-field.tsx',
    ]) {
      const source = await readFile(new URL(file, import.meta.url), 'utf8')
      expect(source, file).not.toMatch(
        /from 'zod'|libphonenumber|validation\/(phone|password|sign-up|validators)\.ts/,
      )
    }
  })
})
