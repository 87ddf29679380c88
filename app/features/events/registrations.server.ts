import type { Shopper } from '#app/context.server.ts'
import { intlLocale } from '#app/domain/market/site.ts'
import { getEventRegistrations } from '#app/features/events/api/events.server.ts'
import type { RegistrationView } from '#app/features/events/views.ts'

function dayList(days: string, locale: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' })
  const dates = days
    .split(',')
    .map((day) => new Date(`${day.trim()}T00:00:00Z`))
    .filter((date) => !Number.isNaN(date.getTime()))
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    dates.map((d) => format.format(d)),
  )
}

/**
 * The signed-in shopper's event registrations for the account page, or null when the call fails: the
 * section is left out, the page still serves (it never fails on this).
 */
export async function accountRegistrations(shopper: Shopper): Promise<RegistrationView[] | null> {
  const { locale } = shopper.locale
  try {
    const registrations = await getEventRegistrations(shopper.api)
    return registrations.map((registration) => ({
      eventId: registration.eventId,
      title: registration.title || registration.eventId,
      days: dayList(registration.attendingDays, locale),
      ...(registration.plusOne ? { plusOne: registration.plusOne } : {}),
    }))
  } catch (error) {
    shopper.logger.warn({ err: error }, 'event registrations unavailable on the account page')
    return null
  }
}
