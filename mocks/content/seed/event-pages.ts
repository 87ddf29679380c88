import type { CmsPageInput, KnownBlockInput } from '#app/domain/content/content.ts'
import { simplePage } from './page.ts'

/**
 * Events shoppers can sign up for (CMS-081): a one-day clinic and a three-day weekend that takes a
 * guest, each on its own page under /events, the weekend in the block gallery too.
 */

export const TRAIL_CLINIC: KnownBlockInput = {
  type: 'eventSignUp',
  id: 'event-trail-clinic',
  eventId: 'EVT-TRAIL-CLINIC',
  title: 'Trail running clinic',
  startDate: '2027-05-15',
  endDate: '2027-05-15',
  enablePlusOne: false,
  richText:
    '<p>Two hours on the Wildwood Trail with our coaches: footwork on roots and rocks, pacing on climbs ' +
    'and how to fuel for longer runs. Meet at the Portland store at 9 am.</p>',
  confirmationTitle: 'See you on the trail',
  confirmationSubtitle: 'Meet at the Portland store at 9 am. Bring water and your trail shoes.',
}

export const BASECAMP_WEEKEND: KnownBlockInput = {
  type: 'eventSignUp',
  id: 'event-basecamp-weekend',
  eventId: 'EVT-BASECAMP-WEEKEND',
  title: 'Basecamp weekend',
  startDate: '2027-06-04',
  endDate: '2027-06-06',
  enablePlusOne: true,
  richText:
    '<p>Three days at Trillium Lake: guided hikes, a gear repair workshop and stories by the fire. ' +
    'Come for one day or all three, and bring a friend.</p>',
  submitCtaLabel: 'Save my spot',
  confirmationTitle: "You're in for Basecamp weekend",
  confirmationSubtitle: 'We sent the schedule to your email. See you at the lake.',
}

/** Every event of the seed, for the emulator's registration call. */
export const EVENTS = [TRAIL_CLINIC, BASECAMP_WEEKEND].flatMap((block) =>
  block.type === 'eventSignUp' ? [block] : [],
)

export const EVENT_PAGES: readonly CmsPageInput[] = [
  simplePage(
    'trail-running-clinic',
    'Trail running clinic',
    'A morning clinic on the Wildwood Trail with our running coaches.',
    [TRAIL_CLINIC],
    { path: '/events/trail-running-clinic' },
  ),
  simplePage(
    'basecamp-weekend',
    'Basecamp weekend',
    'Three days of hikes, workshops and campfire stories at Trillium Lake.',
    [BASECAMP_WEEKEND],
    { path: '/events/basecamp-weekend' },
  ),
]
