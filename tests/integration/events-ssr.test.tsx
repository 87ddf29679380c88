import { describe, expect, it } from 'vitest'
import EventSignUp from '#app/blocks/event-sign-up/view.tsx'
import type { CmsPage } from '#app/domain/content/content.ts'
import type { EventSignUpBlock } from '#app/blocks/event-sign-up/schema.ts'
import type { EventAnswer } from '#app/domain/content/event-sign-up.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { renderBlocks } from '#tests/helpers/blocks.tsx'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const WEEKEND = 'events/basecamp-weekend'
const CLINIC = 'events/trail-running-clinic'

/** The server HTML of a content page for a guest or the signed-in shopper@example.com. */
async function eventPage(slug: string, { signedIn = true } = {}) {
  const jar = new CookieJar()
  if (signedIn) await signInJar(jar)
  const result = await runRoute<{ page: CmsPage }>(contentLoader, get(`/en-us/${slug}`, jar), {
    locale: 'en-us',
    '*': slug,
  })
  const { page } = result.data!
  const block = page.components.find((b) => b.type === 'eventSignUp') as EventSignUpBlock
  return { html: renderBlocks(page.components, { path: `/en-us/${slug}` }), block }
}

const dayBoxes = (html: string) => html.match(/<input[^>]*name="attendingDays"[^>]*>/g) ?? []

describe('event sign-up block, server-rendered', () => {
  it('FORM-013 FORM-015 FORM-016 a multi-day event with plus-one: day boxes, guest name, terms box', async () => {
    const { html } = await eventPage(WEEKEND)
    expect(dayBoxes(html)).toHaveLength(3)
    expect(html).toContain('value="2027-06-04"')
    expect(html).toMatch(/<label[^>]*>Friday, June 4, 2027<\/label>/)
    expect(html).toMatch(/<input[^>]*name="plusOne"/)
    expect(html).toMatch(
      /<input[^>]*type="checkbox"[^>]*name="eventTermsAccepted"|name="eventTermsAccepted"[^>]*type="checkbox"/,
    )
    expect(html).toMatch(/June 4\s–\s6, 2027/u)
  })

  it('FORM-015 FORM-016 a one-day event without plus-one has no day boxes and no guest name', async () => {
    const { html } = await eventPage(CLINIC)
    expect(html).toContain('Trail running clinic')
    expect(dayBoxes(html)).toHaveLength(0)
    expect(html).not.toMatch(/name="plusOne"/)
    expect(html).toMatch(/name="eventTermsAccepted"/)
  })

  it('FORM-007 the signed-in shopper’s email is shown, read-only', async () => {
    const { html } = await eventPage(CLINIC)
    const email = html.match(/<input[^>]*type="email"[^>]*>/)?.[0] ?? ''
    expect(email).toContain('value="shopper@example.com"')
    expect(email).toMatch(/readOnly|readonly/)
  })

  it('FORM-017 the submit button uses submitCtaLabel, else the storefront’s label', async () => {
    const weekend = await eventPage(WEEKEND)
    expect(weekend.html).toMatch(
      /<button[^>]*value="register-event"[^>]*name="intent"[^>]*>Save my spot<\/button>/,
    )
    const clinic = await eventPage(CLINIC)
    expect(clinic.html).toMatch(/<button[^>]*value="register-event"[^>]*>Sign up<\/button>/)
  })

  it('FORM-010 a guest sees the sign-in step, linking to sign-in and sign-up that come back here; no form', async () => {
    const { html } = await eventPage(WEEKEND, { signedIn: false })
    expect(html).toContain('Sign in to sign up for this event.')
    expect(html).toContain('href="/en-us/sign-in?redirectTo=%2Fen-us%2Fevents%2Fbasecamp-weekend"')
    expect(html).toContain('href="/en-us/sign-up?redirectTo=%2Fen-us%2Fevents%2Fbasecamp-weekend"')
    expect(html).not.toContain('name="eventTermsAccepted"')
  })

  it('FORM-017 the confirmation shows confirmationTitle and confirmationSubtitle in place of the form', async () => {
    const { block } = await eventPage(WEEKEND)
    const html = render(block, { step: 'confirmation' })
    expect(html).toContain('You&#x27;re in for Basecamp weekend')
    expect(html).toContain('We sent the schedule to your email. See you at the lake.')
    expect(html).not.toContain('name="eventTermsAccepted"')
  })

  it('FORM-018 a refused registration shows the service message in an alert above the kept form', async () => {
    const { block } = await eventPage(WEEKEND)
    const result = {
      status: 'error' as const,
      initialValue: { attendingDays: '2027-06-05', plusOne: 'Pat Lee' },
      error: { '': ['Basecamp weekend is full'] },
    }
    const html = render(block, { step: 'join', result })
    expect(html).toMatch(/role="alert"[^>]*><p>Basecamp weekend is full<\/p>/)
    expect(html).toMatch(/value="2027-06-05"[^>]*checked|checked[^>]*value="2027-06-05"/)
    expect(html).toMatch(/name="plusOne"[^>]*value="Pat Lee"|value="Pat Lee"[^>]*name="plusOne"/)
  })

  it('CMS-081 the block gallery hosts the event sign-up block', async () => {
    const { html } = await eventPage('block-gallery', { signedIn: false })
    expect(html).toContain('data-block="eventSignUp"')
    expect(html).toContain('Basecamp weekend')
  })
})

function render(block: EventSignUpBlock, answer: EventAnswer) {
  return renderWithProviders(
    <EventSignUp block={block} locale="en-us" headingLevel={1} priority={false} answer={answer} />,
    { path: '/en-us/events/basecamp-weekend' },
  ).replaceAll('<!-- -->', '')
}
