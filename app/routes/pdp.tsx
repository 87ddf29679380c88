import { useTranslation } from '#app/components/i18n.tsx'
import { Form, Link, redirect } from 'react-router'
import { getShopper } from '#app/context.server.ts'
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx'
import { PriceTag } from '#app/components/price-tag.tsx'
import { isApiError } from '#app/models/api-error.ts'
import type { ProductColor, ProductDetails } from '#app/models/product.ts'
import { LOW_STOCK_THRESHOLD, PRODUCT_ID_PATTERN } from '#app/models/product-rules.ts'
import { productImage } from '#app/models/images.ts'
import { throwNotFound } from '#app/services/page.server.ts'
import { getInventory, getProductDetails } from '#app/services/products.server.ts'
import { localePath, parseSlugId } from '#app/utils/paths.ts'
import type { Route } from './+types/pdp'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const parsed = parseSlugId(params.slugId, PRODUCT_ID_PATTERN)
  if (!parsed) return throwNotFound(shopper)
  const [product, inventory] = await Promise.all([
    getProductDetails(shopper.api, parsed.id).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return throwNotFound(shopper)
      throw error
    }),
    // Stock is shown when known; the cart call checks it again in any case.
    getInventory(shopper.api, parsed.id).catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'inventory unavailable')
      return null
    }),
  ])
  const url = new URL(request.url)
  if (parsed.slug !== product.slug) {
    throw redirect(`/${shopper.locale.locale}/p/${product.slug}-${product.id}${url.search}`, 301)
  }
  const color = product.colors.find((c) => c.code === url.searchParams.get('color')) ?? product.colors[0]
  if (!color) return throwNotFound(shopper)
  const size = product.sizes.find((s) => s === url.searchParams.get('size'))
  const sizes = product.sizes.map((label) => {
    const variant = product.variants.find((v) => v.color === color.code && v.size === label)
    const quantity = variant ? inventory?.variants[variant.upc]?.quantity : 0
    return { label, upc: variant?.upc, quantity, available: Boolean(variant?.orderable) && quantity !== 0 }
  })
  const selected = sizes.find((s) => s.label === size)
  return {
    product,
    color,
    sizes,
    selected: selected ?? null,
    locale: shopper.locale.locale,
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    jsonLd: productJsonLd(product, color, selected ? [selected] : sizes, url.origin, shopper.locale.locale),
  }
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, color, sizes, selected, locale, path, jsonLd } = loaderData
  const { t } = useTranslation()
  const base = `/${locale}/p/${product.slug}-${product.id}`
  const query = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(params)) if (v) search.set(k, v)
    return `${base}?${search.toString()}`
  }
  const lowStock =
    selected?.quantity !== undefined && selected.quantity > 0 && selected.quantity <= LOW_STOCK_THRESHOLD
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs items={product.breadcrumbs} locale={locale} current={product.name} />
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <section aria-label={t('pdp.gallery')} className="grid grid-cols-2 gap-2">
          {color.images.map((image, index) => (
            <img
              key={image.url}
              {...productImage(image.url, index === 0 ? 600 : 300)}
              alt={index === 0 ? `${product.name}, ${color.name}` : ''}
              className={index === 0 ? 'col-span-2 w-full rounded bg-gray-100' : 'w-full rounded bg-gray-100'}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          ))}
        </section>
        <div>
          {product.brand ? (
            <p className="text-sm uppercase tracking-wide text-gray-700">{product.brand}</p>
          ) : null}
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <PriceTag price={product.price} locale={locale} className="mt-3 text-xl" />
          <fieldset className="mt-6">
            <legend className="font-semibold">
              {t('pdp.colour')}: <span className="font-normal">{color.name}</span>
            </legend>
            <ul className="mt-2 flex flex-wrap gap-2">
              {product.colors.map((c) => (
                <li key={c.code}>
                  <Link
                    to={query({ color: c.code, size: selected?.label })}
                    preventScrollReset
                    replace
                    aria-current={c.code === color.code ? 'true' : undefined}
                    className="flex items-center gap-2 rounded border border-gray-400 px-3 py-1 aria-[current]:border-2 aria-[current]:border-gray-900"
                  >
                    <span
                      aria-hidden="true"
                      className="h-4 w-4 rounded-full border border-gray-300"
                      style={{ background: c.swatch }}
                    />
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className="mt-6">
            <legend className="font-semibold">{t('pdp.size')}</legend>
            <ul className="mt-2 flex flex-wrap gap-2">
              {sizes.map((s) =>
                s.available ? (
                  <li key={s.label}>
                    <Link
                      to={query({ color: color.code, size: s.label })}
                      preventScrollReset
                      replace
                      aria-current={s.label === selected?.label ? 'true' : undefined}
                      aria-label={t('pdp.sizeOption', { size: s.label })}
                      className="block min-w-12 rounded border border-gray-400 px-3 py-2 text-center aria-[current]:bg-gray-900 aria-[current]:text-white"
                    >
                      {s.label}
                    </Link>
                  </li>
                ) : (
                  <li key={s.label}>
                    <span
                      aria-disabled="true"
                      className="block min-w-12 rounded border border-gray-300 px-3 py-2 text-center text-gray-600 line-through"
                    >
                      <span className="sr-only">{t('pdp.sizeUnavailable', { size: s.label })}</span>
                      <span aria-hidden="true">{s.label}</span>
                    </span>
                  </li>
                ),
              )}
            </ul>
          </fieldset>
          <p className="mt-4 text-sm" role="status">
            {!selected
              ? t('pdp.chooseSize')
              : lowStock
                ? t('pdp.lowStock', { count: selected.quantity })
                : selected.quantity === 0
                  ? t('pdp.outOfStock')
                  : t('pdp.inStock')}
          </p>
          <Form method="post" action={`/${locale}/cart`} className="mt-4 flex items-end gap-3">
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="redirectTo" value={path} />
            {selected?.upc ? <input type="hidden" name="upc" value={selected.upc} /> : null}
            <label className="text-sm">
              <span className="block">{t('pdp.quantity')}</span>
              <input
                type="number"
                name="qty"
                min={1}
                max={product.maxQty ?? 10}
                defaultValue={1}
                required
                className="mt-1 w-20 rounded border border-gray-400 px-2 py-2"
              />
            </label>
            <button
              type="submit"
              name="intent"
              value="add-to-cart"
              className="btn-primary"
              disabled={!selected?.upc}
            >
              {t('pdp.addToCart')}
            </button>
          </Form>
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
        </div>
      </div>
    </article>
  )
}

const SCHEMA = 'https://schema.org/'

/** schema.org availability of the sizes on offer: the selected one, or any of the colour's. */
function availability(sizes: { quantity?: number; available: boolean }[]) {
  const onOffer = sizes.filter((s) => s.available)
  if (onOffer.some((s) => s.quantity !== undefined && s.quantity > LOW_STOCK_THRESHOLD))
    return `${SCHEMA}InStock`
  // Without inventory the stock is unknown: better no claim than a wrong one.
  if (sizes.some((s) => s.quantity === undefined)) return undefined
  return onOffer.length ? `${SCHEMA}LimitedAvailability` : `${SCHEMA}OutOfStock`
}

/**
 * Product structured data for search engines, built on the server only. `<` is escaped so no content
 * can close the script element.
 */
function productJsonLd(
  product: ProductDetails,
  color: ProductColor,
  sizes: { quantity?: number; available: boolean }[],
  origin: string,
  locale: string,
): string {
  const { price, rating } = product
  const url = `${origin}${localePath(locale, product.url)}`
  const offer =
    price.highCurrent > price.lowCurrent
      ? { '@type': 'AggregateOffer', lowPrice: price.lowCurrent, highPrice: price.highCurrent }
      : { '@type': 'Offer', price: price.lowCurrent }
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    image: color.images.map((image) => new URL(image.url, origin).href),
    description: product.description,
    url,
    offers: { ...offer, priceCurrency: price.currency, availability: availability(sizes), url },
    ...(rating && rating.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.score,
            reviewCount: rating.reviewsCount,
          },
        }
      : {}),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Product not found' }]
  const { product, locale, origin } = loaderData
  return [
    { title: `${product.name} | Outdoor Storefront` },
    { name: 'description', content: product.description.slice(0, 155) },
    { tagName: 'link', rel: 'canonical', href: `${origin}${localePath(locale, product.url)}` },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/components/not-found-boundary.tsx'
