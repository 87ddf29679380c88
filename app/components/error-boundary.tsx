import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router'
import { homePath } from '#app/domain/paths/paths.ts'

/**
 * The shared boundary for routes that can fail: a 404 says the page is not there, anything else
 * says something went wrong — never a stack trace.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const { locale = 'en-us' } = useParams()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? t('errors.notFoundTitle') : t('errors.generalTitle')}
      </h1>
      <p className="mt-4 text-gray-700">{notFound ? t('errors.notFoundBody') : t('errors.generalBody')}</p>
      <Link to={homePath(locale)} className="btn-primary mt-8 inline-block">
        {t('errors.backHome')}
      </Link>
    </section>
  )
}
