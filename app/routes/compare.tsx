import { data, Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PriceTag } from '#app/components/price-tag.tsx'
import { getShopper } from '#app/context.server.ts'
import { compareNs } from '#app/features/catalog/locales/compare.ts'
import { productImage } from '#app/domain/catalog/images.ts'
import { comparePageData } from './compare.server.ts'
import type { Route } from './+types/compare'
import { getI18n } from '#app/i18next.server.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { formatRating } from '#app/domain/market/site.ts'

const IMAGE_SIZE = 160

/**
 * Product compare (`/{locale}/compare?ids=A&ids=B…`, CAT-038): two to four products side by side, one
 * column each, with the attributes of the compare call as rows. A GET page: the listing's compare form
 * lands here with or without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const page = await comparePageData(shopper, new URL(request.url))
  const body = { ...page, locale: shopper.locale.locale, title: getI18n(context).t('meta:compare') }
  if (!page.problem) return body
  return data(body, { status: page.unknownIds.length ? 404 : 400 })
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(compareNs)
  const { problem, unknownIds, products, attributes, unavailable, limits, locale } = loaderData
  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-7xl px-4 py-8">
      <h1 id="compare-title" className="text-3xl font-bold">
        {t('title')}
      </h1>
      {unknownIds.length ? (
        <p role="alert" className="mt-4">
          {t('unknown', { count: unknownIds.length, ids: unknownIds.join(', ') })}
        </p>
      ) : null}
      {problem ? (
        <div className="mt-4 grid justify-items-start gap-4">
          <p role={unknownIds.length ? undefined : 'alert'}>
            {problem === 'tooMany' ? t('tooMany', { max: limits.max }) : t('tooFew', { min: limits.min })}
          </p>
          <Link to={homePath(locale)} className="btn-secondary">
            {t('backToShopping')}
          </Link>
        </div>
      ) : (
        <>
          {unavailable ? (
            <p role="status" className="mt-4">
              {t('unavailable')}
            </p>
          ) : null}
          {/* Positioned, so the cells' screen-reader-only text scrolls with the table instead of
              widening the page on a phone. */}
          <div className="relative mt-6 overflow-x-auto">
            <table className="w-full min-w-[36rem] table-fixed border-collapse text-left">
              <caption className="sr-only">{t('caption', { count: products.length })}</caption>
              <thead>
                <tr>
                  <td className="w-40" />
                  {products.map((product) => (
                    <th key={product.id} scope="col" className="p-3 align-top font-normal">
                      {product.image ? (
                        <img
                          {...productImage(product.image.url, IMAGE_SIZE, IMAGE_SIZE, `${IMAGE_SIZE}px`)}
                          alt=""
                          loading="lazy"
                          className="aspect-square w-full max-w-40 rounded bg-gray-100 object-cover"
                        />
                      ) : null}
                      <Link to={product.href} className="mt-2 block font-semibold underline">
                        {product.name}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-gray-200">
                  <th scope="row" className="p-3 align-top font-semibold">
                    {t('price')}
                  </th>
                  {products.map((product) => (
                    <td key={product.id} className="p-3 align-top">
                      <PriceTag price={product.price} locale={locale} />
                    </td>
                  ))}
                </tr>
                <tr className="border-t border-gray-200">
                  <th scope="row" className="p-3 align-top font-semibold">
                    {t('rating')}
                  </th>
                  {products.map((product) => (
                    <td key={product.id} className="p-3 align-top">
                      {product.rating && product.rating.reviewsCount > 0
                        ? t('ratingValue', {
                            score: formatRating(product.rating.score, locale),
                            count: product.rating.reviewsCount,
                          })
                        : t('noValue')}
                    </td>
                  ))}
                </tr>
                {attributes.map((attribute) => (
                  <tr key={attribute.id} className="border-t border-gray-200">
                    <th scope="row" className="p-3 align-top font-semibold">
                      {attribute.label}
                    </th>
                    {products.map((product) => (
                      <td key={product.id} className="p-3 align-top">
                        {product.values[attribute.id] ?? t('noValue')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
