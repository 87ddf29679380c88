import { lazy } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import { CartLine } from '#app/features/cart/ui/cart-line.tsx'
import { CartNotices, RecoveryNotice } from '#app/features/cart/ui/cart-notices.tsx'
import { ApproachingPromotions, CouponForm, PromoSummary } from '#app/features/cart/ui/cart-promotions.tsx'
import { CartTotals } from '#app/features/cart/ui/cart-totals.tsx'
import { SavedForLaterList } from '#app/features/cart/ui/saved-for-later.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import type { Route } from './+types/cart'
import { cartAction } from '#app/features/cart/cart-action.server.ts'
import { cartPageData } from '#app/features/cart/cart-page.server.ts'
import { sendCartDecision } from '#app/features/personalisation/decision-engine.server.ts'
import { loadSavedForLater } from '#app/features/wishlists/saved-for-later.server.ts'
import { wishlistsDisabled } from '#app/features/wishlists/wishlists.server.ts'
import {
  COUPON_INTENT_NAMES,
  LINE_CHANGE_INTENT_NAMES,
  PRICE_ADJUSTMENT_INTENT_NAMES,
} from '#app/features/cart/intents.ts'
import { replyFor, type FormReply } from '#app/domain/errors/form-reply.ts'
import { checkoutPath, homePath } from '#app/domain/paths/paths.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import HydrateNearViewport from '#app/components/hydrate-near-viewport.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { getContentSection } from '#app/features/content/content.server.ts'

// Under the cart, its content blocks wait for the shopper to near them (decision 105): the gate that
// holds them loads lazily, as the page's other lower sections' does.
const NearViewport = import.meta.env.SSR
  ? HydrateNearViewport
  : lazy(() => import('#app/components/hydrate-near-viewport.tsx'))

export { HYDRATES_NUMBERS as handle } from '#app/domain/page/hydrated-numbers.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  // Saved-for-later is optional: loadSavedForLater answers null for guests and on failure.
  const [page, savedForLater, content] = await Promise.all([
    cartPageData(shopper, getI18n(context).t),
    loadSavedForLater(shopper),
    getContentSection(shopper, 'cart'),
  ])
  sendCartDecision(shopper, request, page.cart)
  return {
    ...page,
    savedForLater,
    content,
    // Kept as the server drew it when no block has behaviour (decision 093); the cart's carousel has.
    contentHydrates: hasInteractiveBlock(content?.components),
    canSave: !wishlistsDisabled(shopper),
    title: getI18n(context).t('meta:cart'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, getShopper(context), getI18n(context).t)
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { t: tc } = useTranslation(cartNs)
  const { locale, recovery, savedForLater, canSave, content, contentHydrates } = loaderData
  // The cart's content section (CMS-016): shown under the cart, empty or not.
  const section = content ? (
    <DeferredBlockList
      blocks={content.components}
      locale={locale}
      firstHeadingLevel={2}
      className="mt-12 flex flex-col gap-8"
      hydrates={contentHydrates}
      gate={NearViewport}
    />
  ) : null
  const saved = savedForLater ? (
    <SavedForLaterList locale={locale} items={savedForLater.items} total={savedForLater.total} />
  ) : null
  const recoveryNotice = recovery ? (
    <RecoveryNotice message={recovery.message} reloadAfterMs={recovery.reloadAfterMs} />
  ) : null
  if (!loaderData.cart || !('promotions' in loaderData) || loaderData.cart.items.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('cart.title')}</h1>
        {recoveryNotice}
        <p className="mt-4 text-gray-700">{t('cart.empty')}</p>
        <Link to={homePath(locale)} className="btn-primary mt-8 inline-block">
          {t('cart.continueShopping')}
        </Link>
        <div className="text-left">{saved}</div>
        <div className="text-left">{section}</div>
      </section>
    )
  }
  const { cart, promotions, promoSummary, notices, associate } = loaderData
  // A refused post without JavaScript: its message at the line, the promo code or the top.
  const reply: FormReply | undefined = actionData && 'reply' in actionData ? actionData.reply : undefined
  const coupon = replyFor(reply, COUPON_INTENT_NAMES)
  const topError = replyFor(reply, LINE_CHANGE_INTENT_NAMES)?.errors.form ?? coupon?.errors.form
  const sections = [
    { key: 'home', items: cart.items.filter((item) => item.group === 'home') },
    { key: 'pickup', items: cart.items.filter((item) => item.group === 'pickup') },
  ].filter((s) => s.items.length)

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('cart.title')}</h1>
      <p className="mt-1 text-gray-700">{t('cart.itemCount', { count: cart.totalItems })}</p>
      {recoveryNotice}
      <CartNotices notices={notices} topError={topError} />
      <ApproachingPromotions promotions={promotions} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`group-${section.key}`}>
              <h2 id={`group-${section.key}`} className="mt-4 text-lg font-semibold">
                {tc(`groups.${section.key}`)}
              </h2>
              <ul className="divide-y divide-gray-200 border-y border-gray-200">
                {section.items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    locale={locale}
                    currency={cart.currency}
                    canSave={canSave}
                    lineReply={replyFor(reply, LINE_CHANGE_INTENT_NAMES, item.id)}
                    associate={associate}
                    adjustReply={replyFor(reply, PRICE_ADJUSTMENT_INTENT_NAMES, item.id)}
                  />
                ))}
              </ul>
            </section>
          ))}
          {saved}
        </div>
        <aside aria-labelledby="summary-heading" className="h-fit rounded-lg bg-gray-50 p-6">
          <h2 id="summary-heading" className="text-lg font-semibold">
            {t('cart.summary')}
          </h2>
          <CartTotals cart={cart} locale={locale} />
          <PromoSummary summary={promoSummary} />
          <CouponForm coupons={cart.coupons} reply={coupon} />
          <Link to={checkoutPath(locale)} className="btn-primary mt-6 block text-center">
            {t('cart.checkout')}
          </Link>
        </aside>
      </div>
      {section}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
