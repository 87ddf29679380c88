import { useTranslation } from './i18n.tsx'
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router'
import { homePath } from '#app/models/paths.ts'

const REFUSED = new Set([400, 403, 413, 415])

/**
 * The shared boundary for routes that can fail: a 404 says the page is not there, anything else
 * says something went wrong — never a stack trace.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const { locale = 'en-us' } = useParams()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // A post we refused (decision 043): the shopper's request, not the site, was the problem.
  const refused = isRouteErrorResponse(error) && REFUSED.has(error.status)
  const title = notFound ? 'errors.notFoundTitle' : refused ? 'errors.refusedTitle' : 'errors.generalTitle'
  const body = notFound ? 'errors.notFoundBody' : refused ? 'errors.refusedBody' : 'errors.generalBody'
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">
        {t(title)}
      </h1>
      <p className="mt-4 text-gray-700">{t(body)}</p>
      <Link to={homePath(locale)} className="btn-primary mt-8 inline-block">
        {t('errors.backHome')}
      </Link>
    </section>
  )
}
