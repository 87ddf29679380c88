import { titleMeta } from '#app/components/error-boundary.tsx'
import { Link } from 'react-router'
import { GiftOptionForm } from '#app/features/cart/ui/gift-option-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/cart-gift'
import { giftAction, giftPageData } from '#app/features/cart/gift-options.server.ts'
import { GIFT_INTENTS } from '#app/features/cart/intents.ts'
import { replyFor } from '#app/domain/errors/form-reply.ts'
import { cartGiftPath, cartPath } from '#app/domain/paths/paths.ts'

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await giftPageData(getShopper(context), params.itemId)
  return { ...page, title: getI18n(context).t('meta:cartGift') }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return giftAction(request, getShopper(context), getI18n(context).t, params.itemId)
}

/** The add-gift-option page (CART-009): what the cart's dialog shows, for shoppers without JavaScript. */
export default function CartGift({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(cartNs)
  const { item, locale } = loaderData
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <p>
        <Link to={cartPath(locale)} className="underline">
          {t('delivery.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('gift.title', { name: item.name })}</h1>
      <p className="mt-2 text-gray-700">{t('gift.intro')}</p>
      <GiftOptionForm
        item={item}
        action={cartGiftPath(locale, item.id)}
        reply={
          actionData && 'reply' in actionData
            ? replyFor(actionData.reply, GIFT_INTENTS.saveGiftOption, item.id)
            : undefined
        }
      />
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.cartGift),
    { name: 'robots', content: 'noindex' },
  ]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
