import { data } from 'react-router'
import { BlockList, keepStaticBlocks } from '#app/blocks/registry.tsx'
import { forDocument } from '#app/document-values.server.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ExperimentTracking } from '#app/features/personalisation/ui/experiment-tracking.tsx'
import { getShopper } from '#app/context.server.ts'
import { getContentPage } from '#app/features/content-page/index.server.ts'
import { sendPageDecision } from '#app/features/personalisation/decision-engine.server.ts'
import { pageExperiments } from '#app/features/personalisation/decisions.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { GUEST_CACHEABLE, PRIVATE_PAGE } from '#app/platform/cache/cache-policy.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import type { Route } from './+types/home'

export async function loader({ context, request }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  sendPageDecision(shopper, request)
  const locale = shopper.locale.locale
  const page = await getContentPage(shopper, 'home', new URL(request.url)).catch((error: unknown) => {
    // Home is all editorial content, and a non-critical read (decision 043): late or failing — a cold
    // start on a busy machine, a content outage — the shop around it still sells. The page shows its
    // header, menu and footer with a message and a retry link, as other pages show without their
    // content, instead of the error page.
    shopper.logger.warn({ err: error }, 'home content unavailable; the page shows without it')
    return null
  })
  if (!page) {
    const title = getI18n(context).t('errors.contentLateTitle')
    // Neither a CDN nor the first-visit page cache keeps a page that lost its content.
    return data(
      { page: null, title, experiments: [], locale },
      { headers: { 'Cache-Control': PRIVATE_PAGE } },
    )
  }
  return {
    // The blocks without behaviour are the document's markup alone (decision 086).
    page: { ...page, components: keepStaticBlocks(page.components, (value) => forDocument(context, value)) },
    title: page.meta.title,
    // PERS-042: the experiments the page's content was decided by (impressions, conversions).
    experiments: pageExperiments(shopper),
    locale,
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <ContentLate locale={loaderData.locale} />
  return (
    <>
      <BlockList blocks={loaderData.page.components} locale={loaderData.locale} />
      <ExperimentTracking experiments={loaderData.experiments} />
    </>
  )
}

/** Home without its content: what happened, and a link that asks for the page again. */
function ContentLate({ locale }: { locale: string }) {
  const { t } = useTranslation()
  return (
    <section role="status" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('errors.contentLateTitle')}</h1>
      <p className="mt-4 text-gray-700">{t('errors.contentLateBody')}</p>
      {/* A document request, not a client navigation: the retry is the page asked for again. */}
      <a href={homePath(locale)} className="btn-primary mt-8 inline-block">
        {t('errors.tryAgain')}
      </a>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  if (!data.page) return [{ title: data.title }]
  return [{ title: data.title }, { name: 'description', content: data.page.meta.description }]
}

// Shared by guests' caches when the visitor has no state of their own (decision 052), unless the
// loader said otherwise (a home without its content).
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? GUEST_CACHEABLE }
}
