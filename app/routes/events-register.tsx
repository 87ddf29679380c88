import { Link, redirect, useActionData } from 'react-router'
import EventSignUp from '#app/blocks/event-sign-up/view.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { eventRegistrationAction } from '#app/features/events/register.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { safeRedirect } from '#app/redirect.server.ts'
import type { Route } from './+types/events-register'

/**
 * A GET changes nothing: back to the event's page when it is named. The page's title is the loader's
 * (the page itself is the answer to a post).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = getShopper(context).locale
  const page = new URL(request.url).searchParams.get('page')
  if (page) throw redirect(safeRedirect(page, homePath(locale)))
  return { locale, title: getI18n(context).t('meta:eventSignUp') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return eventRegistrationAction(request, getShopper(context), getI18n(context).t)
}

/**
 * The event sign-up's answer without JavaScript (decision 028): the event block again, at the step the
 * post led to: the sign-in step for a guest (FORM-011), the form with its errors and what was typed
 * (VAL-044, VAL-045, FORM-018), or the confirmation (FORM-017). With JavaScript the block shows the same
 * answer in place on the event's page.
 */
export default function EventRegistrationPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>()
  const { t } = useTranslation(blocksNs)
  const { locale } = loaderData
  const { event = null, answer, page } = result && 'answer' in result ? result : {}
  return (
    <div className="py-8">
      {event && answer ? (
        <EventSignUp
          block={event}
          locale={locale}
          headingLevel={1}
          priority={false}
          answer={answer}
          page={page}
        />
      ) : (
        <div className="mx-auto max-w-2xl px-4">
          <h1 className="text-2xl font-bold">{t('events.pageTitle')}</h1>
          {answer ? (
            <p role="alert" className="mt-4">
              {t('events.unavailable')}
            </p>
          ) : null}
          <p className="mt-4">
            <Link to={homePath(locale)} className="underline">
              {t('events.home')}
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
