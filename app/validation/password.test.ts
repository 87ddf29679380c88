import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  PASSWORD_CHECKLIST_LEAD,
  PASSWORD_MESSAGES,
  passwordChecklist,
  passwordField,
} from '#app/validation/password.ts'

function errors(value: unknown): string[] {
  const result = passwordField().safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('password', () => {
  it('VAL-013 accepts 8+ characters with an uppercase, a lowercase and a digit', () => {
    expect(errors('Abcdefg1')).toEqual([])
    expect(errors('ÉCOLE été 2024')).toEqual([])
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
    const source = await readFile(new URL('./password-rules.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from 'zod'|libphonenumber/)
  })
})
