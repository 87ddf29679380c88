import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import { Link, Outlet, redirect, useLocation } from 'react-router'
import { CheckoutSummary } from '#app/features/checkout/ui/checkout-summary.tsx'
import { getShopper } from '#app/context.server.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { checkoutTracking } from '#app/features/analytics/tracking.server.ts'
import type { Route } from './+types/checkout'
import { cartPath } from '#app/domain/paths/paths.ts'
import { marketOf } from '#app/domain/market/market.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import { hasInteractiveBlock } from '#app/blocks/registry.tsx'
import { getContentSection } from '#app/features/content/content.server.ts'
import { inStoreCheckoutView } from '#app/features/in-store/index.server.ts'
import { InStoreSalePanel } from '#app/features/checkout/ui/in-store-sale-panel.tsx'

export const STEPS = ['shipping', 'billing', 'summary'] as const

/** Checkout needs a cart with items; the steps share this loader's cart read. */
export async function loader({ context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const [cart, content] = await Promise.all([loadCart(shopper), getContentSection(shopper, 'checkout')])
  if (!cart || cart.items.length === 0) throw redirect(cartPath(shopper.locale.locale))
  // A place-order outcome for the top of the next checkout page, shown once (ERR-121..ERR-123, ERR-126).
  const notice = shopper.session.get('checkoutNotice') ?? null
  // INSTORE-007: an associate's sale shows its store, associate and price adjustments on every step.
  const inStore = await inStoreCheckoutView(shopper, cart)
  return {
    cart,
    locale: shopper.locale.locale,
    // How the totals show tax in the shopper's market (decision 050).
    taxDisplay: marketOf(shopper.locale.site.id).taxDisplay,
    notice,
    content,
    // The checkout's content is text and pictures as a rule: kept as the server drew it, the browser
    // loads no block code for it on any step.
    contentHydrates: hasInteractiveBlock(content?.components),
    inStore,
    tracking: checkoutTracking(shopper, cart),
  }
}

export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  const { cart, locale, taxDisplay, notice, content, contentHydrates, inStore } = loaderData
  const { t } = useTranslation()
  const { t: tk } = useTranslation(checkoutNs)
  const { pathname } = useLocation()
  const current = STEPS.findIndex((s) => pathname.endsWith(`/checkout/${s}`))
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={tk('checkout.steps')}>
        <ol className="flex gap-4 text-sm">
          {STEPS.map((step, index) => (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className="aria-[current=step]:font-bold"
            >
              {index + 1}. {tk(`checkout.step.${step}`)}
            </li>
          ))}
        </ol>
      </nav>
      {notice ? (
        <p
          role={notice.type === 'error' ? 'alert' : 'status'}
          className={`mt-4 rounded border p-3 text-sm ${
            notice.type === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-blue-700 bg-blue-50'
          }`}
        >
          {notice.message}
        </p>
      ) : null}
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <Outlet />
        </div>
        <div className="flex h-fit flex-col gap-6">
          {inStore ? (
            <InStoreSalePanel sale={inStore} note={STEPS[current] === 'summary' ? 'summary' : undefined} />
          ) : null}
          <aside aria-labelledby="checkout-summary" className="h-fit rounded-lg bg-gray-50 p-6">
            <h2 id="checkout-summary" className="text-lg font-semibold">
              {t('cart.summary')}
            </h2>
            <CheckoutSummary cart={cart} locale={locale} taxDisplay={taxDisplay} />
            <Link to={cartPath(locale)} className="mt-4 inline-block text-sm underline">
              {tk('checkout.editCart')}
            </Link>
            {/* The checkout's content section (CMS-016), under the summary. */}
            {content ? (
              <DeferredBlockList
                blocks={content.components}
                locale={locale}
                firstHeadingLevel={2}
                className="mt-6 flex flex-col gap-4 text-sm"
                hydrates={contentHydrates}
                holdsNavigation
              />
            ) : null}
          </aside>
        </div>
      </div>
    </div>
  )
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
