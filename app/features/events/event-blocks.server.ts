import { randomUUID } from 'node:crypto'
import type { Shopper } from '#app/context.server.ts'
import { type CmsPage, isKnownBlock } from '#app/domain/content/content.ts'
import type { EventSignUpBlock, EventSignUpView } from '#app/blocks/event-sign-up/schema.ts'
import { eventDays, offersDayChoice, toEventContent, type EventContent } from '#app/domain/content/events.ts'
import { intlLocale } from '#app/domain/market/site.ts'
import { getProfile } from '#app/features/customers/index.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { honeypotInputProps } from '#app/platform/security/honeypot.server.ts'

/**
 * The event blocks' per-shopper data (FORM-010): content pages are cached for every shopper, so before a
 * page renders each event block gets this shopper's view. Blocks never fetch.
 */

/** A calendar day (`YYYY-MM-DD`) as the shopper reads it, e.g. "Saturday, June 1, 2024". */
function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** The event's dates in one line: a day, or a range of days. */
function datesLabel(event: EventContent, locale: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' })
  const start = new Date(`${event.startDate}T00:00:00Z`)
  if (event.endDate === event.startDate) return format.format(start)
  return format.formatRange(start, new Date(`${event.endDate}T00:00:00Z`))
}

/** The view of one event block for this shopper: signed in or not, email, day choices, dates, honeypot. */
export function eventView(
  block: EventSignUpBlock,
  locale: string,
  { signedIn, email }: { signedIn: boolean; email?: string },
): EventSignUpView {
  const event = toEventContent(block)
  const days = offersDayChoice(event) ? eventDays(event) : []
  return {
    signedIn,
    ...(email ? { email } : {}),
    days: days.map((value) => ({ value, label: dayLabel(value, locale) })),
    dates: datesLabel(event, locale),
    formKey: randomUUID(),
    honeypot: honeypotInputProps(),
  }
}

/** The signed-in shopper's email for the locked field (FORM-007), or undefined when the profile fails. */
export async function shopperEmail(shopper: Shopper): Promise<string | undefined> {
  if (!isSignedIn(shopper)) return undefined
  try {
    return (await getProfile(shopper.api)).consumerDetails.email
  } catch (error) {
    shopper.logger.warn({ err: error }, 'profile unavailable for the event sign-up')
    return undefined
  }
}

/** Fills every event block of `page` with this shopper's view (one profile read for the whole page). */
export async function resolveEventBlocks<P extends Pick<CmsPage, 'components'>>(
  shopper: Shopper,
  page: P,
): Promise<P> {
  const hasEvents = page.components.some((block) => isKnownBlock(block) && block.type === 'eventSignUp')
  if (!hasEvents) return page
  const signedIn = isSignedIn(shopper)
  const email = await shopperEmail(shopper)
  const { locale } = shopper.locale
  const components = page.components.map((block) =>
    isKnownBlock(block) && block.type === 'eventSignUp'
      ? { ...block, signUp: eventView(block, locale, { signedIn, email }) }
      : block,
  )
  return { ...page, components }
}
