import { useFetcher, useLocation, useRouteLoaderData } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { favoritesPath } from '#app/domain/paths/paths.ts'
import { FAVORITES_INTENTS } from '#app/domain/cart/wishlist-intents.ts'
import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { ENHANCED_FORM } from '#app/domain/page/enhanced-post.ts'

/**
 * "Add to favorites" for a product page or tile: a plain post to the favorites route that comes back
 * here (a guest is sent to sign in first and comes back with it done, CART-044). With JavaScript it
 * posts through a fetcher, marked enhanced: a signed-in shopper's add is answered in place, its toast
 * shown by the root, and the page does not load again (`revalidateUnlessAnsweredInPlace`).
 */
export function FavoriteButton({
  locale,
  productId,
  productName,
  compact = false,
  className = compact ? 'favorite-compact' : 'btn-secondary',
  formClassName,
}: {
  locale: string
  productId: string
  productName: string
  /** A heart only (product tiles); the accessible name still says what it does. */
  compact?: boolean
  className?: string
  /** Where the form sits (a tile places it over the picture). */
  formClassName?: string
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const fetcher = useFetcher()
  // INSTORE-006: no favorites while an associate is connected.
  const inStore = (useRouteLoaderData('root') as { inStore?: unknown } | undefined)?.inStore
  const back = `${location.pathname}${location.search}`
  if (inStore) return null
  const pending = fetcher.state !== 'idle'
  return (
    // No `data-discover` on each tile's form: the favourites route is looked up when one is posted
    // (fetcher.Form renders Form with its props, though its type does not list `discover`).
    <fetcher.Form
      method="post"
      action={favoritesPath(locale)}
      className={formClassName}
      {...{ [ENHANCED_FORM]: '', discover: 'none' }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={back} />
      <EnhancedField />
      <button
        type="submit"
        name="intent"
        value={FAVORITES_INTENTS.addFavorite}
        className={className}
        // Its name starts with the words it shows (WCAG 2.5.3, label in name), then says which product;
        // the heart alone shows no words, so its name only has to say what it does.
        aria-label={t(compact ? 'favorites.addNamed' : 'favorites.addLabelled', { name: productName })}
        aria-busy={pending || undefined}
      >
        {/* The compact heart is drawn by its class (`.favorite-compact::before`), on some two dozen tiles. */}
        {compact ? null : <span aria-hidden="true">♡ </span>}
        {compact ? null : t('favorites.add')}
      </button>
    </fetcher.Form>
  )
}
