import { Form, useFetcher, useLocation } from 'react-router'
import { wishlistsNs } from '#app/locales/wishlists.ts'
import { useTranslation } from './i18n.tsx'

/**
 * "Add to favorites" for a product page or tile: a plain post to the favorites route that comes back
 * here (a guest is sent to sign in first and comes back with it done, CART-044). With JavaScript it
 * posts through a fetcher and shows the result in place.
 */
export function FavoriteButton({
  locale,
  productId,
  productName,
  className = 'btn-secondary',
}: {
  locale: string
  productId: string
  productName: string
  className?: string
}) {
  const { t } = useTranslation(wishlistsNs)
  const location = useLocation()
  const fetcher = useFetcher()
  const back = `${location.pathname}${location.search}`
  const pending = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" action={`/${locale}/favorites`}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={back} />
      <button
        type="submit"
        name="intent"
        value="add-favorite"
        className={className}
        aria-label={t('favorites.addNamed', { name: productName })}
        aria-busy={pending}
      >
        <span aria-hidden="true">♡ </span>
        {t('favorites.add')}
      </button>
    </fetcher.Form>
  )
}

/** A form without fetcher, for lists that reload anyway (the favorites page). */
export function RemoveFavoriteForm({ itemId, name }: { itemId: string; name: string }) {
  const { t } = useTranslation(wishlistsNs)
  return (
    <Form method="post">
      <input type="hidden" name="itemId" value={itemId} />
      <button
        type="submit"
        name="intent"
        value="remove-favorite"
        className="text-sm underline"
        aria-label={t('favorites.removeNamed', { name })}
      >
        {t('favorites.remove')}
      </button>
    </Form>
  )
}
