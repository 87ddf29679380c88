import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { Link } from 'react-router'
import { productImage } from '#app/domain/catalog/images.ts'
import type { ShownTile } from '#app/domain/catalog/product.ts'
import { FavoriteButton } from './favorite-button.tsx'
import { PriceTag } from './price-tag.tsx'
import { localePath } from '#app/domain/paths/paths.ts'
import { formatRating } from '#app/domain/market/site.ts'

const TILE_IMAGE_SIZE = 400
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const

/**
 * A product's brand, name and price. The name is a heading holding the one link, stretched over the
 * nearest positioned ancestor (the tile, a list row), so the whole card is clickable without nesting
 * interactive elements.
 */
export function ProductIdentity({
  product,
  locale,
  headingLevel,
  discover,
}: {
  product: Pick<ShownTile, 'brand' | 'name' | 'url' | 'price'>
  locale: string
  headingLevel: 2 | 3 | 4
  /** `none` on every tile of a list but the first: they all go to the product route. */
  discover?: 'none'
}) {
  const Name = HEADINGS[headingLevel]
  return (
    <>
      {product.brand ? <p className="tile-brand">{product.brand}</p> : null}
      <Name className="tile-name">
        <Link to={localePath(locale, product.url)} discover={discover} className="tile-link">
          {product.name}
        </Link>
      </Name>
      <PriceTag price={product.price} locale={locale} />
    </>
  )
}

/**
 * A product tile for listings and CMS collections. The name is the tile's one link, stretched over the
 * whole card, so the card is clickable without nesting interactive elements.
 */
export function ProductTileCard({
  product,
  locale,
  loading = 'lazy',
  headingLevel = 2,
  compare,
  discover,
}: {
  product: ShownTile
  locale: string
  /** `eager` for tiles above the fold. */
  loading?: 'lazy' | 'eager'
  /** The name's heading level: one below the section heading the tile sits under. */
  headingLevel?: 2 | 3 | 4
  /**
   * A "Compare" checkbox joining the listing's compare form (by the `form` attribute: the tile holds
   * forms of its own and forms cannot nest). `label` is the visible word; the product's name follows
   * for screen readers.
   */
  compare?: { form: string; name: string; label: string }
  /**
   * `none` on a listing's tiles after its first: their links all go to the product route, which the
   * router looks up once, ahead, from the first (no `data-discover` on each).
   */
  discover?: 'none'
}) {
  const { t } = useTranslation('content')
  const image = productImage(product.image.url, TILE_IMAGE_SIZE)
  const picture = (
    <img
      {...image}
      sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
      // The name link right below carries the product's name; the image would only repeat it.
      alt=""
      loading={loading}
      className="tile-image"
    />
  )

  return (
    <div className="tile">
      <div className="tile-media">
        {/*
          React's server render preloads every picture that is not lazy from the document's head: for
          the first row of tiles, their whole srcset again (some 360 bytes each), competing with the
          page's largest picture, which has its own preload. Inside <picture> it does not; the browser
          finds them in the page's first bytes all the same.
        */}
        {loading === 'eager' ? <picture>{picture}</picture> : picture}
        {product.badge ? <p className="tile-badge">{product.badge}</p> : null}
        <FavoriteButton
          locale={locale}
          productId={product.id}
          productName={product.name}
          compact
          formClassName="tile-favorite"
        />
      </div>
      <ProductIdentity product={product} locale={locale} headingLevel={headingLevel} discover={discover} />
      {product.colors.length > 0 ? (
        <p className="tile-meta">{t('product.colors', { count: product.colors.length })}</p>
      ) : null}
      {product.rating && product.rating.reviewsCount > 0 ? (
        <p className="tile-meta">
          <span aria-hidden="true">
            {`★ ${formatRating(product.rating.score, locale)} (${product.rating.reviewsCount})`}
          </span>
          <span className="sr-only">
            {t('product.rating', {
              score: formatRating(product.rating.score, locale),
              count: product.rating.reviewsCount,
            })}
          </span>
        </p>
      ) : null}
      {compare ? (
        // Above the name link's stretched area (.tile-compare), so a click ticks the box.
        <label className="tile-compare">
          <input type="checkbox" name={compare.name} value={product.id} form={compare.form} />
          {compare.label}
          <span className="sr-only">{` ${product.name}`}</span>
        </label>
      ) : null}
    </div>
  )
}

/** The tile, for a listing that loads it lazily (its first page's tiles are kept as drawn). */
export default ProductTileCard
