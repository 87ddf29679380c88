import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, redirect, useActionData } from 'react-router'
import { TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PriceTag } from '#app/components/price-tag.tsx'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { wishlistsNs } from '#app/features/wishlists/locales/wishlists.ts'
import { productImage } from '#app/domain/catalog/images.ts'
import { FAVORITES_PAGE_SIZE, listPage, pageCount } from '#app/domain/cart/wishlists.ts'
import { getFavorites, getFavoritesShare } from '#app/features/wishlists/api/wishlists.server.ts'
import { homePath, localePath } from '#app/domain/paths/paths.ts'
import { titleMeta } from '#app/components/error-boundary.tsx'
import type { Route } from './+types/favorites'
import { FAVORITES_INTENTS } from '#app/domain/cart/wishlist-intents.ts'
import {
  favoritesAction,
  isRegistered,
  signInPath,
  wishlistsDisabled,
} from '#app/features/wishlists/wishlists.server.ts'

/** The signed-in shopper's favorites (CART-035…041): a page of products, remove, share by email. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const url = new URL(request.url)
  if (!isRegistered(shopper)) throw redirect(signInPath(shopper, `${url.pathname}${url.search}`))
  const { page, start, count } = listPage(Number(url.searchParams.get('page') ?? 1), FAVORITES_PAGE_SIZE)
  const disabled = wishlistsDisabled(shopper)
  // The share link (CART-040) is optional: asked for alongside the list when the list id is known.
  const shareLink = (favoriteId: string) =>
    getFavoritesShare(shopper.api, favoriteId)
      .then((share) => share.shareUrl ?? null)
      .catch((error: unknown) => {
        shopper.logger.warn({ err: error }, 'favorites share link unavailable')
        return null
      })
  const knownId = shopper.session.get('favoriteId')
  const [favorites, knownLink] = disabled
    ? [null, null]
    : await Promise.all([getFavorites(shopper.api, { start, count }), knownId ? shareLink(knownId) : null])
  if (favorites) shopper.session.set('favoriteId', favorites.favoriteId)
  const shareUrl =
    knownLink ??
    (favorites?.total && favorites.favoriteId !== knownId ? await shareLink(favorites.favoriteId) : null)
  return {
    locale: shopper.locale.locale,
    disabled,
    page,
    pages: favorites ? pageCount(favorites.total, FAVORITES_PAGE_SIZE) : 1,
    total: favorites?.total ?? 0,
    items: favorites?.items ?? [],
    shareUrl,
    title: getI18n(context).t('meta:favorites'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return favoritesAction(request, getShopper(context), getI18n(context).t)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...titleMeta(loaderData?.title), { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { locale, items, total, page, pages, disabled, shareUrl } = loaderData
  const { t } = useTranslation(wishlistsNs)
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="favorites-heading">
      <h1 id="favorites-heading" className="text-3xl font-bold">
        {t('favorites.title')}
      </h1>
      {disabled ? (
        <p className="mt-4">{t('favorites.inStore')}</p>
      ) : total === 0 ? (
        <div className="mt-6">
          <p>{t('favorites.empty')}</p>
          <Link to={homePath(locale)} className="btn-primary mt-6 inline-block">
            {t('favorites.startShopping')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-gray-700">{t('favorites.count', { count: total })}</p>
          <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => {
              const product = item.product
              const name = product?.name ?? item.productId
              const href = localePath(locale, item.pageUrl ?? product?.url ?? '/')
              const image = product ? productImage(product.image.url, 300) : null
              return (
                <li key={item.itemId} className="flex flex-col gap-2">
                  {image ? (
                    <img {...image} alt="" loading="lazy" className="aspect-square rounded-md bg-gray-100" />
                  ) : null}
                  <h2 className="font-semibold">
                    <Link to={href}>{name}</Link>
                  </h2>
                  {product ? <PriceTag price={product.price} locale={locale} /> : null}
                  {item.available ? null : (
                    <p className="text-sm text-red-700">{t('favorites.unavailable')}</p>
                  )}
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                    <Link to={href} className="btn-secondary">
                      {t('favorites.chooseSize')}
                    </Link>
                    <RemoveFavoriteForm itemId={item.itemId} name={name} />
                  </div>
                </li>
              )
            })}
          </ul>
          <Pagination page={page} pages={pages} />
          <ShareForm shareUrl={shareUrl} />
        </>
      )}
    </section>
  )
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation(wishlistsNs)
  if (pages <= 1) return null
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center gap-4">
      {page > 1 ? <Link to={`?page=${page - 1}`}>{t('pagination.previous')}</Link> : null}
      <span>{t('pagination.page', { page, pages })}</span>
      {page < pages ? <Link to={`?page=${page + 1}`}>{t('pagination.next')}</Link> : null}
    </nav>
  )
}

function ShareForm({ shareUrl }: { shareUrl: string | null }) {
  const { t } = useTranslation(wishlistsNs)
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm<{ email: string; message: string }>({
    id: 'share-favorites',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
  })
  return (
    <section aria-labelledby="share-heading" className="mt-12 max-w-md rounded-lg bg-gray-50 p-6">
      <h2 id="share-heading" className="text-lg font-semibold">
        {t('favorites.share')}
      </h2>
      {shareUrl ? (
        <div className="mt-4">
          <label htmlFor="share-link" className="text-sm font-medium">
            {t('favorites.shareLink')}
          </label>
          <input id="share-link" readOnly value={shareUrl} className="field-input" />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <TextField field={fields.email} label={t('favorites.shareEmail')} type="email" autoComplete="email" />
        <TextField field={fields.message} label={t('favorites.shareMessage')} />
        <button type="submit" name="intent" value={FAVORITES_INTENTS.shareFavorites} className="btn-primary">
          {t('favorites.shareSubmit')}
        </button>
      </Form>
    </section>
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
        value={FAVORITES_INTENTS.removeFavorite}
        className="text-sm underline"
        aria-label={t('favorites.removeNamed', { name })}
      >
        {t('favorites.remove')}
      </button>
    </Form>
  )
}
