import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import type { RegistrationView } from '#app/features/events/views.ts'

/** "Your events" on the account page: the events the shopper signed up for, with their days and guest. */
export function AccountEvents({ events }: { events: readonly RegistrationView[] }) {
  const { t } = useTranslation(identityNs)
  return (
    <section aria-labelledby="account-events" className="mt-8">
      <h2 id="account-events" className="text-xl font-bold">
        {t('account.events.title')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t('account.events.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {events.map((event) => (
            <li key={event.eventId} className="rounded-md border border-gray-300 p-3">
              <p className="font-semibold">{event.title}</p>
              <p className="text-sm">{t('account.events.days', { days: event.days })}</p>
              {event.plusOne ? (
                <p className="text-sm">{t('account.events.guest', { name: event.plusOne })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
