import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { NewsletterSchema, POLICY_REQUIRED_MESSAGE } from './newsletter.ts'

function parse(fields: Record<string, string>) {
  const form = new FormData()
  form.set('intent', 'subscribe-newsletter')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return parseWithZod(form, { schema: NewsletterSchema })
}

/** The field errors of a refused form, or null when it is accepted. */
function errors(fields: Record<string, string>) {
  const submission = parse(fields)
  return submission.status === 'error' ? submission.error : null
}

describe('NewsletterSchema', () => {
  it('VAL-043 FORM-001 accepts a valid email with the policy box ticked', () => {
    const submission = parse({ email: ' fan@example.com ', policy: 'on', returnTo: '/en-us' })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toMatchObject({
      email: 'fan@example.com',
      policy: true,
      returnTo: '/en-us',
    })
  })

  it('VAL-043 the email is required and well formed; the policy box is required', () => {
    expect(errors({ email: '' })).toEqual({
      email: ['This field is required'],
      policy: [POLICY_REQUIRED_MESSAGE],
    })
    expect(errors({ email: 'fan@example', policy: 'on' })).toEqual({ email: ['Email is not valid'] })
    expect(errors({ email: 'fan at example.com', policy: 'on' })).toEqual({
      email: ['Email is not valid'],
    })
  })

  it('refuses another intent', () => {
    const form = new FormData()
    form.set('intent', 'unsubscribe')
    form.set('email', 'fan@example.com')
    form.set('policy', 'on')
    expect(parseWithZod(form, { schema: NewsletterSchema }).status).toBe('error')
  })
})
