import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { GiftCardBalanceForm } from '#app/features/help/ui/gift-card-balance-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { giftCardBalanceAction, giftCardPageData } from '#app/features/help/gift-card-balance.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { helpNs } from '#app/features/help/locales/help.ts'
import type { Route } from './+types/gift-card'

/**
 * Gift cards (`/{locale}/gift-card`): the `gift-card` content page (CMS-004) and the balance check
 * (POST /cart/v1/giftcard/balance), rate limited like sign-in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await giftCardPageData(getShopper(context), request)
  return {
    ...page,
    title: page.page?.meta.title ?? getI18n(context).t('meta:help.giftCard'),
    // Text and pictures as a rule: kept as the server drew them, with no block code loaded (decision 093).
    contentHydrates: hasInteractiveBlock(page.page?.components),
    description: page.page?.meta.description,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return giftCardBalanceAction(request, getShopper(context), getI18n(context).t)
}

export default function GiftCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(helpNs)
  const { page, contentHydrates, locale } = loaderData
  // An unknown intent is answered with plain text, not a reply.
  const reply = typeof actionData === 'object' && actionData && 'result' in actionData ? actionData : null
  return (
    <div className="py-8">
      {page ? (
        <DeferredBlockList
          blocks={page.components}
          locale={locale}
          hydrates={contentHydrates}
          holdsNavigation
        />
      ) : null}
      <section aria-labelledby="gift-card-balance-heading" className="mx-auto mt-8 max-w-2xl px-4">
        {page ? (
          <h2 id="gift-card-balance-heading" className="mb-4 text-2xl font-bold">
            {t('giftCard.title')}
          </h2>
        ) : (
          <h1 id="gift-card-balance-heading" className="mb-4 text-3xl font-bold">
            {t('giftCard.title')}
          </h1>
        )}
        <GiftCardBalanceForm
          honeypot={loaderData.honeypot}
          lastResult={reply?.result}
          balance={reply?.balance ?? null}
        />
      </section>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'description', content: data?.description }]
}
