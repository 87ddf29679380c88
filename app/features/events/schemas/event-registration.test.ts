import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { EVENT_MESSAGES, eventRegistrationSchema } from './event-registration.ts'

const DAYS = ['2024-06-01', '2024-06-02', '2024-06-03']

/** The join form as the browser posts it: repeated names for the ticked days. */
function post(fields: Record<string, string | string[]>, days: readonly string[] = DAYS) {
  const form = new FormData()
  const all = { intent: 'register-event', eventId: 'EVT-1', page: '/en-us/events/x', ...fields }
  for (const [name, value] of Object.entries(all)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v)
  }
  return parseWithZod(form, { schema: eventRegistrationSchema(days) })
}

function errors(submission: ReturnType<typeof post>) {
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

describe('event sign-up validation', () => {
  test('VAL-044 the event terms box is required, and its message names the terms', () => {
    expect(errors(post({ attendingDays: '2024-06-01' })).eventTermsAccepted).toEqual([
      'Accept the event terms to join',
    ])
    expect(post({ attendingDays: '2024-06-01', eventTermsAccepted: 'on' }).status).toBe('success')
  })

  test("VAL-045 the guest's name may be blank; filled in it must be a name ('J0hn' is not)", () => {
    const ok = post({ attendingDays: '2024-06-01', eventTermsAccepted: 'on', plusOne: '' })
    expect(ok.status).toBe('success')
    expect(
      errors(post({ attendingDays: '2024-06-01', eventTermsAccepted: 'on', plusOne: 'J0hn' })).plusOne,
    ).toEqual(['Name is not valid.'])
    const named = post({ attendingDays: '2024-06-01', eventTermsAccepted: 'on', plusOne: "Zoë O'Neil-Smith" })
    expect(named.status === 'success' && named.value.plusOne).toBe("Zoë O'Neil-Smith")
  })

  test('FORM-015 a multi-day event needs at least one of its own days; one day or several parse as a list', () => {
    expect(errors(post({ eventTermsAccepted: 'on' })).attendingDays).toEqual([EVENT_MESSAGES.dayRequired])
    expect(errors(post({ eventTermsAccepted: 'on', attendingDays: '2024-07-01' })).attendingDays).toEqual([
      EVENT_MESSAGES.unknownDay,
    ])
    const one = post({ eventTermsAccepted: 'on', attendingDays: '2024-06-02' })
    expect(one.status === 'success' && one.value.attendingDays).toEqual(['2024-06-02'])
    const two = post({ eventTermsAccepted: 'on', attendingDays: ['2024-06-01', '2024-06-03'] })
    expect(two.status === 'success' && two.value.attendingDays).toEqual(['2024-06-01', '2024-06-03'])
  })

  test('FORM-015 a one-day event asks for no days', () => {
    expect(post({ eventTermsAccepted: 'on' }, ['2024-06-01']).status).toBe('success')
  })
})
