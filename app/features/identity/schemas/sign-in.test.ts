import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { SignInFormSchema, SignInSchema, SignOutFormSchema } from '#app/features/identity/schemas/sign-in.ts'

function post(values: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(values)) formData.set(name, value)
  return parseWithZod(formData, { schema: SignInSchema })
}

describe('sign-in', () => {
  it('CONST-007 the sign-in email may be 99 or 100 characters, not 101', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
    expect(post({ email: email(99), password: 'x' }).status).toBe('success')
    expect(post({ email: email(100), password: 'x' }).status).toBe('success')
    expect(post({ email: email(101), password: 'x' }).reply().error).toEqual({
      email: ['Value must not be longer than 100 characters'],
    })
  })

  it('VAL-029 a 101-character email gets the max-length message', () => {
    const email = `${'a'.repeat(89)}@example.com`
    expect(email).toHaveLength(101)
    expect(post({ email, password: 'x' }).reply().error).toEqual({
      email: ['Value must not be longer than 100 characters'],
    })
    expect(post({ email: email.slice(1), password: 'x' }).status).toBe('success')
  })

  it("VAL-029 a blank password gets 'This field is required'", () => {
    expect(post({ email: 'a@b.co', password: '' }).reply().error).toEqual({
      password: ['This field is required'],
    })
  })

  it('VAL-029 the email is required and must be valid', () => {
    expect(post({ email: '', password: 'x' }).reply().error).toEqual({ email: ['This field is required'] })
    expect(post({ email: 'a@b', password: 'x' }).reply().error).toEqual({ email: ['Email is not valid'] })
  })

  it('VAL-029 any non-blank password is accepted: strength rules apply only when choosing one', () => {
    const result = post({ email: 'a@b.co', password: ' weak ', redirectTo: '/en-us/account' })
    expect(result.status === 'success' && result.value).toEqual({
      email: 'a@b.co',
      password: ' weak ',
      redirectTo: '/en-us/account',
    })
  })
})

describe('sign-in form', () => {
  function parse(schema: typeof SignInFormSchema | typeof SignOutFormSchema, values: Record<string, string>) {
    const formData = new FormData()
    for (const [name, value] of Object.entries(values)) formData.set(name, value)
    return parseWithZod(formData, { schema })
  }

  it('accepts only its own intent', () => {
    expect(parse(SignInFormSchema, { intent: 'sign-in', email: 'a@b.co', password: 'x' }).status).toBe(
      'success',
    )
    expect(parse(SignInFormSchema, { intent: 'sign-out', email: 'a@b.co', password: 'x' }).status).toBe(
      'error',
    )
    expect(parse(SignOutFormSchema, { intent: 'sign-out', from: '/en-us/cart' }).status).toBe('success')
    expect(parse(SignOutFormSchema, { intent: 'sign-in' }).status).toBe('error')
  })
})
