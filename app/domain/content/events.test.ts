import { describe, expect, test } from 'vitest'
import { EventSignUpSchema } from '#app/blocks/event-sign-up/schema.ts'
import { eventDays, MAX_EVENT_DAYS, offersDayChoice, registrationBody, toEventContent } from './events.ts'

const weekendBlock = EventSignUpSchema.parse({
  type: 'eventSignUp',
  eventId: 'EVT-1',
  title: 'Basecamp weekend',
  startDate: '2024-06-01',
  endDate: '2024-06-03T18:00:00Z',
  enablePlusOne: true,
  richText: '<p>Three days</p>',
  submitCtaLabel: 'Save my spot',
  confirmationTitle: "You're in",
  confirmationSubtitle: 'See you at the lake',
})
const weekend = toEventContent(weekendBlock)
const clinic = toEventContent(
  EventSignUpSchema.parse({
    type: 'eventSignUp',
    eventId: 'EVT-2',
    title: 'Clinic',
    startDate: '2024-06-01',
  }),
)

describe('event content (FORM-012)', () => {
  test('FORM-012 the mapper reads eventId, title, dates, enablePlusOne, richText, submitCtaLabel and the confirmation texts', () => {
    expect(weekend).toEqual({
      eventId: 'EVT-1',
      title: 'Basecamp weekend',
      startDate: '2024-06-01',
      endDate: '2024-06-03',
      enablePlusOne: true,
      richText: '<p>Three days</p>',
      submitCtaLabel: 'Save my spot',
      confirmationTitle: "You're in",
      confirmationSubtitle: 'See you at the lake',
    })
  })

  test('FORM-012 a missing end date is a one-day event, and plus-one is off unless set', () => {
    expect(clinic).toMatchObject({ startDate: '2024-06-01', endDate: '2024-06-01', enablePlusOne: false })
    expect(clinic).not.toHaveProperty('submitCtaLabel')
  })

  test('FORM-012 a block without an event id or with an unreadable date is invalid', () => {
    expect(
      EventSignUpSchema.safeParse({ type: 'eventSignUp', title: 'T', startDate: '2024-06-01' }).success,
    ).toBe(false)
    expect(
      EventSignUpSchema.safeParse({ type: 'eventSignUp', eventId: 'E', title: 'T', startDate: 'June 1st' })
        .success,
    ).toBe(false)
  })
})

describe('event days (FORM-015)', () => {
  test('FORM-015 the days run from the start to the end date; a choice is offered only from two days', () => {
    expect(eventDays(weekend)).toEqual(['2024-06-01', '2024-06-02', '2024-06-03'])
    expect(offersDayChoice(weekend)).toBe(true)
    expect(eventDays(clinic)).toEqual(['2024-06-01'])
    expect(offersDayChoice(clinic)).toBe(false)
    expect(offersDayChoice({ startDate: '2024-06-30', endDate: '2024-07-01' })).toBe(true)
  })

  test('FORM-015 an end before the start is one day; a span over a month is capped', () => {
    expect(eventDays(toEventContent({ ...weekendBlock, endDate: '2024-05-01' }))).toEqual(['2024-06-01'])
    expect(eventDays({ startDate: '2024-01-01', endDate: '2024-12-31' })).toHaveLength(MAX_EVENT_DAYS)
  })
})

describe('registration body (FORM-014)', () => {
  const registrant = {
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Shopper',
    gender: null,
    phoneNumber: '+15035551001',
  }
  const now = new Date('2024-05-20T08:30:00.000Z')

  test('FORM-014 the chosen days joined with a comma in event order, the profile names, an ISO timestamp', () => {
    const body = registrationBody(
      weekend,
      { attendingDays: ['2024-06-02', '2024-06-01'], eventTermsAccepted: true, plusOne: ' Zoë Friend ' },
      registrant,
      now,
    )
    expect(body).toEqual({
      email: 'sam@example.com',
      attendingDays: '2024-06-01,2024-06-02',
      eventId: 'EVT-1',
      eventTermsAccepted: true,
      firstName: 'Sam',
      lastName: 'Shopper',
      gender: '',
      phoneNumber: '+15035551001',
      plusOne: 'Zoë Friend',
      registrationTimestamp: '2024-05-20T08:30:00.000Z',
    })
    expect(new Date(body.registrationTimestamp).toISOString()).toBe(body.registrationTimestamp)
  })

  test('FORM-014 a one-day event sends its day; without plus-one no guest is sent; missing profile values are empty', () => {
    const body = registrationBody(
      clinic,
      { eventTermsAccepted: true, plusOne: 'Pat' },
      { email: 'sam@example.com' },
      now,
    )
    expect(body).toMatchObject({
      attendingDays: '2024-06-01',
      plusOne: '',
      firstName: '',
      lastName: '',
      gender: '',
      phoneNumber: '',
    })
  })
})
