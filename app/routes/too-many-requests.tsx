import { data, Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper, requestInfoContext } from '#app/context.server.ts'
import type { Route } from './+types/too-many-requests'
import { getI18n } from '#app/i18next.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'

/**
 * The answer to a sign-in-like post past the rate limit: a page of the site with status 429 and
 * `Retry-After`, saying to wait and try again. It is only ever shown after a limited post.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { rateLimited } = context.get(requestInfoContext)
  const retryAfter = String(rateLimited?.retryAfterSeconds ?? 60)
  return data(
    { locale: getShopper(context).locale.locale, title: getI18n(context).t('meta:tooManyAttempts') },
    { status: 429, headers: { 'Retry-After': retryAfter, 'Cache-Control': 'no-store' } },
  )
}

export default function TooManyRequestsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold">{t('errors.tooManyTitle')}</h1>
      <p className="mt-2">{t('errors.tooManyBody')}</p>
      <Link to={homePath(loaderData.locale)} className="btn-secondary mt-6 inline-block">
        {t('errors.backHome')}
      </Link>
    </div>
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
