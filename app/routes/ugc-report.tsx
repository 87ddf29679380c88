import { Link, redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { ReportForm } from '#app/features/ugc/ui/report-form.tsx'
import { homePath } from '#app/domain/paths/paths.ts'
import { reportAction, reportPage } from '#app/features/ugc/report.server.ts'
import type { Route } from './+types/ugc-report'

/**
 * The page that reports one photo of a social gallery's grid (`?mediaId=…&redirectTo=…`, CAT-054),
 * linked from under each photo. Without a photo to report there is nothing to show: it goes home.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = getShopper(context).locale
  const home = homePath(locale)
  const page = reportPage(new URL(request.url), home)
  if (!page) throw redirect(home)
  return { ...page, locale, title: getI18n(context).t('meta:reportPhoto') }
}

/** The report form's post (CAT-054): from this page, or from an older grid that had the form inline. */
export function action({ request, context }: Route.ActionArgs) {
  return reportAction(getShopper(context), request, getI18n(context).t)
}

export default function UgcReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(blocksNs)
  const { mediaId, back, locale } = loaderData
  return (
    <section aria-labelledby="ugc-report-title" className="mx-auto grid max-w-xl gap-6 px-4 py-8">
      <Link to={back} className="text-sm underline">
        {t('ugc.backToPhotos')}
      </Link>
      <h1 id="ugc-report-title" className="text-2xl font-bold">
        {t('ugc.report')}
      </h1>
      <ReportForm mediaId={mediaId} locale={locale} redirectTo={back} />
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
