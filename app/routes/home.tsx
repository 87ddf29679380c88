import { BlockList } from '#app/blocks/registry.tsx'
import { ExperimentTracking } from '#app/components/experiment-tracking.tsx'
import { getShopper } from '#app/context.server.ts'
import { getContentPage } from '#app/features/content/page.server.ts'
import { sendPageDecision } from '#app/features/personalisation/decision-engine.server.ts'
import { pageExperiments } from '#app/features/personalisation/decisions.server.ts'
import type { Route } from './+types/home'

export async function loader({ context, request }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  sendPageDecision(shopper, request)
  const page = await getContentPage(shopper, 'home', new URL(request.url))
  return {
    page,
    // PERS-042: the experiments the page's content was decided by (impressions, conversions).
    experiments: pageExperiments(shopper),
    locale: shopper.locale.locale,
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlockList blocks={loaderData.page.components} locale={loaderData.locale} />
      <ExperimentTracking experiments={loaderData.experiments} />
    </>
  )
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  return [
    { title: data.page.meta.title },
    { name: 'description', content: data.page.meta.description },
  ]
}

// Shared by guests' caches when the visitor has no state of their own (decision 052).
export { guestCacheableHeaders as headers } from '#app/models/cache-policy.ts'
