import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router'
import { homePath } from '#app/domain/paths/paths.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'

/**
 * The title of a page's `meta` that may be a failed page's: the page's own, or the one its 404 carries
 * (`throwNotFound`), or none, and the boundary then gives the page the title it heads it with. Never an
 * empty title or "undefined".
 */
export const titleMeta = (title: string | undefined) => (title ? [{ title }] : [])

/**
 * The shared boundary for routes that can fail: a 404 says the page is not there, anything else
 * says something went wrong — never a stack trace. The page's title says the same, with the shop's
 * name as every title has it, unless the route's `meta` has one from its 404.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const { locale = 'en-us' } = useParams()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const heading = notFound ? t('errors.notFoundTitle') : t('errors.generalTitle')
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      {(error as NotFoundError)?.data?.titles ? null : (
        <title>{notFound ? t('errors.notFoundPageTitle') : t('errors.generalPageTitle')}</title>
      )}
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-gray-700">{notFound ? t('errors.notFoundBody') : t('errors.generalBody')}</p>
      <Link to={homePath(locale)} className="btn-primary mt-8 inline-block">
        {t('errors.backHome')}
      </Link>
    </section>
  )
}
