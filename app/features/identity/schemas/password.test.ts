import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod/v4'
import { errorMessage } from '#app/domain/errors/errors.ts'
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  PASSWORDS_DO_NOT_MATCH,
  ResetPasswordSchema,
  PASSWORD_CHECKLIST_LEAD,
  PASSWORD_MESSAGES,
  passwordChecklist,
  passwordField,
} from '#app/features/identity/schemas/password.ts'

function errors(value: unknown): string[] {
  const result = passwordField().safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('password', () => {
  it('VAL-013 accepts 8+ characters with an uppercase, a lowercase and a digit', () => {
    expect(errors('Abcdefg1')).toEqual([])
    expect(errors('ÉCOLE été 2024')).toEqual([])
  })

  it('CONST-008 a password of 7 characters is too short; 8 and 9 are long enough', () => {
    expect(errors('Abcdef1')).toEqual([PASSWORD_MESSAGES.minLength])
    expect(errors('Abcdefg1')).toEqual([])
    expect(errors('Abcdefgh1')).toEqual([])
  })

  it('VAL-013 fails each rule violated on its own', () => {
    expect(errors('Abcdef1')).toEqual([PASSWORD_MESSAGES.minLength])
    expect(errors('Abcdefgh')).toEqual([PASSWORD_MESSAGES.number])
    expect(errors('abcdefg1')).toEqual([PASSWORD_MESSAGES.upperCase])
    expect(errors('ABCDEFG1')).toEqual([PASSWORD_MESSAGES.lowerCase])
  })

  it('VAL-013 a blank password is required, not weak', () => {
    expect(errors('')).toEqual(['This field is required'])
    expect(errors(undefined)).toEqual(['This field is required'])
  })

  it("VAL-014 shorter than 8 gives 'Password must contain at least 8 characters'", () => {
    expect(errors('Abc1')).toContain('Password must contain at least 8 characters')
  })

  it("VAL-015 no digit gives 'at least one number'", () => {
    expect(errors('Abcdefgh')[0]).toBe('at least one number')
    expect(errors('Abcdefgh')[0]).toMatch(/at least one number$/)
  })

  it("VAL-016 no uppercase gives 'at least one character in upper case'", () => {
    expect(errors('abcdefg1')).toEqual(['at least one character in upper case'])
  })

  it("VAL-017 no lowercase gives 'at least one character in lower case'", () => {
    expect(errors('ABCDEFG1')).toEqual(['at least one character in lower case'])
  })

  it('VAL-018 the checklist has four items in order, each met or unmet', () => {
    expect(passwordChecklist('')).toEqual([
      { id: 'minLength', label: 'at least 8 characters', met: false },
      { id: 'upperCase', label: 'at least one character in upper case', met: false },
      { id: 'lowerCase', label: 'at least one character in lower case', met: false },
      { id: 'number', label: 'at least one number', met: false },
    ])
    expect(passwordChecklist('abcdefgh').map((item) => item.met)).toEqual([true, false, true, false])
    expect(passwordChecklist('Abcdefg1').every((item) => item.met)).toBe(true)
  })

  it('A12 the lead-in plus the length item is the quoted 8-character message', () => {
    expect(`${PASSWORD_CHECKLIST_LEAD} ${passwordChecklist('')[0]!.label}`).toBe(PASSWORD_MESSAGES.minLength)
  })

  it('keeps password-rules.ts free of zod and the phone metadata, so components can use it (decision 004)', async () => {
    const source = await readFile(new URL('../../../validation/password-rules.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from 'zod'|libphonenumber/)
  })
})

function formErrors(schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(values)) formData.set(name, value)
  return parseWithZod(formData, { schema }).reply().error ?? {}
}

describe('password forms', () => {
  it('VAL-011 FE340 the confirmation must equal the new password, with the FE340 message', () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe(errorMessage('FE340'))
    const base = { token: 'rst_1', newPassword: 'Abcdefg1' }
    expect(formErrors(ResetPasswordSchema, { ...base, confirmPassword: 'Abcdefg1' })).toEqual({})
    expect(formErrors(ResetPasswordSchema, { ...base, confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: [PASSWORDS_DO_NOT_MATCH],
    })
    expect(formErrors(ResetPasswordSchema, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      token: ['This field is required'],
      newPassword: [PASSWORD_MESSAGES.minLength, PASSWORD_MESSAGES.number, PASSWORD_MESSAGES.upperCase],
      confirmPassword: [PASSWORDS_DO_NOT_MATCH],
    })
  })

  it('AUTH-031 change password needs the current one and a valid, repeated new one', () => {
    expect(formErrors(ChangePasswordSchema, {})).toEqual({
      currentPassword: ['This field is required'],
      newPassword: ['This field is required'],
      confirmPassword: ['This field is required'],
    })
    expect(
      formErrors(ChangePasswordSchema, {
        currentPassword: 'x',
        newPassword: 'ABCDEFG1',
        confirmPassword: 'ABCDEFG1',
      }),
    ).toEqual({ newPassword: [PASSWORD_MESSAGES.lowerCase] })
  })

  it('AUTH-030 VAL-002 forgot password wants a valid email of at most 100 characters', () => {
    expect(formErrors(ForgotPasswordSchema, {})).toEqual({ email: ['This field is required'] })
    expect(formErrors(ForgotPasswordSchema, { email: 'a@b' })).toEqual({ email: ['Email is not valid'] })
    expect(formErrors(ForgotPasswordSchema, { email: `${'a'.repeat(95)}@b.com` })).toEqual({
      email: ['Value must not be longer than 100 characters'],
    })
    expect(formErrors(ForgotPasswordSchema, { email: 'ana@example.com' })).toEqual({})
  })
})
