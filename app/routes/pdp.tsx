import { titleMeta } from '#app/components/error-boundary.tsx'
import { lazy, Suspense, use, type ReactNode } from 'react'
import { getShopper } from '#app/context.server.ts'
import { DeferredBlockList } from '#app/blocks/deferred-block-list.tsx'
import HydrateNearViewport from '#app/components/hydrate-near-viewport.tsx'
import { DrawnNumbers } from '#app/components/drawn-numbers.tsx'
import { hasInteractiveBlock, keepStaticBlocks } from '#app/blocks/registry.tsx'
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx'
import { StructuredData } from '#app/components/structured-data.tsx'
import { forDocument, forDocumentLater } from '#app/document-values.server.ts'
import { FavoriteButton } from '#app/components/favorite-button.tsx'
import { PriceTag } from '#app/components/price-tag.tsx'
import { BuyBox } from '#app/features/product/ui/buy-box.tsx'
import { MiniCartOnAdd } from '#app/features/cart/ui/mini-cart-on-add.tsx'
import * as GiftCard from '#app/features/product/ui/gift-card-form.tsx'
import { Gallery } from '#app/features/product/ui/gallery.tsx'
import { NotifyMe } from '#app/features/product/ui/notify-me.tsx'
import { SizeChartLink } from '#app/features/product/ui/size-chart.tsx'
import { StoreAvailability } from '#app/features/stores/ui/store-availability.tsx'
import { VariantPicker } from '#app/features/product/ui/variant-picker.tsx'
import { ReviewsWhenNear } from '#app/features/reviews/ui/reviews-when-near.tsx'
import { SectionLink } from '#app/features/product/ui/section-link.tsx'
import type { ReviewsSection as ReviewsSectionData } from '#app/features/reviews/views.ts'
import { getI18n } from '#app/i18next.server.ts'
import { productNs } from '#app/features/product/locales/product.ts'
import { replyFor } from '#app/domain/errors/form-reply.ts'
import { cartPath, localePath, productPath, productStoresPath } from '#app/domain/paths/paths.ts'
import { shownProduct } from '#app/domain/catalog/product.ts'
import { PRODUCT_INTENTS } from '#app/features/product/intents.ts'
import type { GiftCardField, NotifyField } from '#app/features/product/views.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import type { NotFoundError } from '#app/domain/page/not-found.ts'
import type { Route } from './+types/pdp'
import { productAction, productPageData } from '#app/features/product/product-page.server.ts'
import { loadUgc } from '#app/features/ugc/ugc.server.ts'
import { sendProductDecision } from '#app/features/personalisation/decision-engine.server.ts'
import { productPageTracking } from '#app/features/analytics/tracking.server.ts'

// Under the product, its content blocks wait for the shopper to near them (decision 105): the gate that
// holds them loads lazily, as the page's other lower sections' does.
const NearViewport = import.meta.env.SSR
  ? HydrateNearViewport
  : lazy(() => import('#app/components/hydrate-near-viewport.tsx'))

// Below the fold and deferred: their code is not part of the first-load JavaScript. In the browser it
// starts loading with this module, not when hydration reaches them: a section left unhydrated while an
// add to cart's answer comes in would hold that answer back.
const loadBelowTheFold = () => import('#app/features/product/ui/below-the-fold.ts')
if (!import.meta.env.SSR) void loadBelowTheFold()
const ProductSetSection = lazy(() => loadBelowTheFold().then((m) => ({ default: m.ProductSetSection })))
const RecommendationsSection = lazy(() =>
  loadBelowTheFold().then((m) => ({ default: m.RecommendationsSection })),
)
const ReviewsSection = lazy(() => loadBelowTheFold().then((m) => ({ default: m.ReviewsSection })))
// Only gift cards have it (decision 022): the server renders it in place, the browser loads its code
// lazily, and its form works as a plain post until then.
const GiftCardForm = import.meta.env.SSR
  ? GiftCard.GiftCardForm
  : lazy(() => loadBelowTheFold().then((m) => ({ default: m.GiftCardForm })))

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const home = getI18n(context).t('home')
  const page = await productPageData(shopper, request, params.slugId, forDocumentLater(context), home)
  sendProductDecision(shopper, request, page.product, page.color.code)
  // The galleries in the product's content (CMS-085): their grids stream after the page.
  const ugc = await loadUgc(shopper, [page.content], new URL(request.url))
  return {
    ...page,
    // Search engines' structured data: in the document once, not again in its data (decision 086).
    jsonLd: forDocument(context, page.jsonLd),
    breadcrumbJsonLd: forDocument(context, page.breadcrumbJsonLd),
    product: shownProduct(page.product),
    ugc,
    // The blocks without behaviour are the document's markup alone (decision 086).
    content: page.content && {
      ...page.content,
      components: keepStaticBlocks(page.content.components, (value) => forDocument(context, value)),
    },
    // Text, pictures and upsells, as a rule: kept as the server drew them, with no block code loaded.
    contentHydrates: hasInteractiveBlock(page.content?.components),
    title: getI18n(context).t('meta:product', { name: page.product.name }),
    tracking: productPageTracking(shopper, page.product, page),
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return productAction(request, getShopper(context), getI18n(context).t, params.slugId)
}

/**
 * An add to cart (the buy box, a product set's item, a recommendation's quick shop), a favorite and a
 * review's translation, posted with JavaScript, are answered in place: they change nothing this page's
 * loader read, and it does not run again (its seven upstream reads, a second page view to the decision
 * engine of a product the shopper never left, the mini cart kept waiting for both). A refused add
 * answers with a redirect back here, which reloads the page as before (the size may have sold out
 * meanwhile), and so does every other submission (a sign-in can change an employee's prices).
 */
export { revalidateUnlessAnsweredInPlace as shouldRevalidate } from '#app/domain/page/enhanced-post.ts'
export { HYDRATES_NUMBERS as handle } from '#app/domain/page/hydrated-numbers.ts'

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    product,
    color,
    sizes,
    selected,
    locale,
    path,
    jsonLd,
    breadcrumbJsonLd,
    productSet,
    setLink,
    content,
    contentHydrates,
    recommendations,
    reviews,
    reviewsHref,
    reviewsDataHref,
    sizeChart,
    askHref,
    favoriteStore,
  } = loaderData
  const base = productPath(locale, product)
  const { t } = useTranslation(productNs)
  // What the action answered a post without JavaScript: a refusal (`reply`) or a review's outcome.
  const reply = actionData && 'reply' in actionData ? actionData.reply : undefined
  const reviewDone = actionData && 'review' in actionData ? actionData.review : undefined
  const setSection = (set: Awaited<typeof productSet>) =>
    set ? <ProductSetSection set={set} locale={locale} redirectTo={path} /> : null
  const reviewsSection = (section: ReviewsSectionData | null) =>
    section ? (
      <ReviewsSection
        section={section}
        locale={locale}
        action={path}
        askHref={askHref}
        productPath={base}
        productName={product.name}
        pageDone={reviewDone}
        pageReply={reply}
      />
    ) : null
  const query = ({ color, size }: { color?: string; size?: string }) =>
    productPath(locale, product, { color: color || undefined, size: size || undefined })
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <StructuredData data={jsonLd} />
      <StructuredData data={breadcrumbJsonLd} />
      <Breadcrumbs items={product.breadcrumbs} locale={locale} current={product.name} />
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <Gallery color={color} name={product.name} />
        <section aria-labelledby="product-name">
          {product.brand ? (
            <p className="text-sm uppercase tracking-wide text-gray-700">{product.brand}</p>
          ) : null}
          <h1 id="product-name" className="text-3xl font-bold">
            {product.name}
          </h1>
          <PriceTag price={product.price} locale={locale} className="mt-3 text-xl" />
          <VariantPicker
            colors={product.colors}
            color={color}
            sizes={sizes}
            selected={selected}
            query={query}
            sizeChart={
              sizeChart ? <SizeChartLink chart={sizeChart} name={product.name} locale={locale} /> : null
            }
          />
          {product.isDigital ? (
            <Suspense fallback={null}>
              <GiftCardForm
                intent={PRODUCT_INTENTS.addGiftCard}
                added={(miniCart, pending) => (
                  <MiniCartOnAdd added={miniCart} pending={pending} locale={locale} />
                )}
                productId={product.id}
                selected={selected}
                action={path}
                failed={replyFor<GiftCardField>(reply, PRODUCT_INTENTS.addGiftCard)}
              />
            </Suspense>
          ) : (
            <BuyBox
              productId={product.id}
              maxQty={product.maxQty}
              selected={selected}
              cartAction={cartPath(locale)}
              redirectTo={path}
              price={product.price}
            />
          )}
          <NotifyMe
            sizes={sizes}
            selected={selected}
            action={path}
            failed={replyFor<NotifyField>(reply, PRODUCT_INTENTS.notifyMe)}
          />
          <div className="mt-4">
            <FavoriteButton locale={locale} productId={product.id} productName={product.name} />
          </div>
          {/* Further sections of the buy box (store availability, pickup…) go here. */}
          <StoreAvailability
            href={productStoresPath(locale, product, { color: color.code, size: selected?.label })}
            name={product.name}
            favorite={favoriteStore}
          />
          <div className="prose mt-8">
            <p>{product.description}</p>
            {product.features.length ? (
              <ul>
                {product.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      </div>
      {/* The product's editorial content (CMS-014), from the document. */}
      {content ? (
        <DeferredBlockList
          blocks={content.components}
          locale={locale}
          firstHeadingLevel={2}
          className="mt-12 flex flex-col gap-8"
          hydrates={contentHydrates}
          gate={NearViewport}
        />
      ) : null}
      {/* Deferred sections below the product (sets, reviews, questions…): each in its own Suspense. */}
      {productSet instanceof Promise ? (
        <Suspense
          fallback={
            setLink ? <SectionLink href={setLink.href} text={t('setTitle', { name: setLink.name })} /> : null
          }
        >
          <Deferred promise={productSet}>{setSection}</Deferred>
        </Suspense>
      ) : (
        // Asked for in the URL and awaited by the loader: part of the document (decision 057).
        setSection(productSet)
      )}
      {reviews === undefined ? (
        // Not in the document: loaded as the shopper nears them (decision 098).
        <ReviewsWhenNear
          key={reviewsDataHref}
          dataHref={reviewsDataHref}
          revision={loaderData}
          fallback={<SectionLink href={reviewsHref} text={t('readReviews')} />}
        >
          {(section) => <Suspense fallback={null}>{reviewsSection(section)}</Suspense>}
        </ReviewsWhenNear>
      ) : (
        // Asked for in the URL and awaited by the loader: part of the document, outside any
        // Suspense boundary, because React streams a large completed boundary out of place
        // (revealed by a script), which shoppers without JavaScript would never see.
        reviewsSection(reviews)
      )}
      <Suspense fallback={null}>
        <Deferred promise={recommendations}>
          {(found) => (found ? <RecommendationsSection {...found} locale={locale} /> : null)}
        </Deferred>
      </Suspense>
    </article>
  )
}

/** A deferred section: its loader promise never rejects (a failure resolves to null). */
function Deferred<T>({ promise, children }: { promise: Promise<T>; children: (value: T) => ReactNode }) {
  // The section streams in after the page's own table: the numbers it formats come with it (116).
  return (
    <>
      {children(use(promise))}
      <DrawnNumbers />
    </>
  )
}

export function meta({ data: loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return titleMeta((error as NotFoundError)?.data?.titles?.product)
  const { product, locale, origin, title } = loaderData
  return [
    { title },
    { name: 'description', content: product.description.slice(0, 155) },
    { tagName: 'link', rel: 'canonical', href: `${origin}${localePath(locale, product.url)}` },
  ]
}

// Shared by guests' caches when the visitor has no state of their own (decision 052).
export { guestCacheableHeaders as headers } from '#app/platform/cache/cache-policy.ts'

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
