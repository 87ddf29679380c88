import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { validationText } from '#app/i18next.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import {
  addressLines,
  canPickUp,
  formatDistance,
  formatOpeningHours,
  storeStockLevel,
} from '#app/domain/stores/store-rules.ts'
import type { Store } from '#app/domain/stores/stores.ts'
import { getPage } from '#app/features/content/index.server.ts'
import { listStores, searchStores } from '#app/features/store-directory/index.server.ts'
import type { FavoriteStore } from '#app/sessions.server.ts'
import { refuse } from '#app/form-reply.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import {
  SetFavoriteStoreSchema,
  STORE_MESSAGES,
  StorePlaceSchema,
} from '#app/features/stores/schemas/stores.ts'
import { STORE_INTENTS, STORE_LOCATOR_INTENT_NAMES, type StoreIntent } from './intents.ts'
import type { PlaceSearch, StoreRow } from './views.ts'
import { errorTranslator } from '#app/error-text.server.ts'

/**
 * The store locator (`/{locale}/stores`) and what the PDP's store page shares with it: the place search
 * (CAT-036), store rows formatted for the locale, and the favourite store with its change-store
 * confirmation (CAT-037).
 */

/** Stores listed for one search: the nearest ones. */
export const MAX_STORES = 10

/** The favourite store of the shopper, when it belongs to this site's country. */
export function favoriteStoreOf(shopper: Shopper): FavoriteStore | null {
  const favorite = shopper.session.get('favoriteStore')
  return favorite && favorite.country === shopper.locale.site.country ? favorite : null
}

export function storeRows(stores: Store[], shopper: Shopper, withStock: boolean): StoreRow[] {
  const locale = shopper.locale.locale
  const favoriteId = favoriteStoreOf(shopper)?.id
  return stores.slice(0, MAX_STORES).map((store) => {
    const level = withStock ? storeStockLevel(store.availability) : null
    return {
      id: store.id,
      name: store.name,
      address: addressLines(store),
      ...(store.phone ? { phone: store.phone } : {}),
      ...(store.distance !== undefined ? { distance: formatDistance(store.distance, locale) } : {}),
      hours: formatOpeningHours(store.openingHours, locale),
      level,
      pickup: level !== null && canPickUp(level),
      isFavorite: store.id === favoriteId,
    }
  })
}

/**
 * The `q` of a store page's GET form: a postal code (it has a digit) or a city, in the site's country.
 * Without `q` the search runs near the favourite store, if there is one; an empty or unusable `q`
 * gives its message for the field and no search.
 */
export async function searchPlace(
  shopper: Shopper,
  url: URL,
  product?: { productId: string; upc: string },
): Promise<PlaceSearch> {
  const t = errorTranslator(shopper.locale.locale)
  const typed = url.searchParams.get('q')
  const place = typed ?? favoriteStoreOf(shopper)?.postalCode
  if (place === undefined) return { q: '', stores: null }
  const submission = parseWithZod(new URLSearchParams({ q: place }), { schema: StorePlaceSchema })
  if (submission.status !== 'success') {
    return { q: place.slice(0, 60), error: submission.error?.q?.[0], stores: null }
  }
  const q = submission.value.q
  try {
    const { stores } = await searchStores(shopper.api, {
      ...(/\d/.test(q) ? { postalCode: q } : { city: q }),
      country: shopper.locale.site.country,
      ...product,
    })
    return { q, stores }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'store search failed')
    return { q, failed: errorMessage(error.errorId, error.message, t), stores: [] }
  }
}

/** The store with this id in the site's country, from the store list; null when there is none. */
export async function findStore(shopper: Shopper, storeId: string): Promise<Store | null> {
  const { stores } = await listStores(shopper.api)
  return stores.find((s) => s.id === storeId && s.country === shopper.locale.site.country) ?? null
}

/** The page's URL without the confirmation parameter: where a post goes back to. */
export function pageUrl(url: URL, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(url.search)
  params.delete('confirm')
  for (const [k, v] of Object.entries(extra)) params.set(k, v)
  const search = params.toString()
  return `${url.pathname}${search ? `?${search}` : ''}`
}

/** The change-store confirmation a store page shows for `?confirm=<storeId>` (CAT-037). */
export function pendingConfirmation(shopper: Shopper, url: URL, rows: StoreRow[] | null) {
  const favorite = favoriteStoreOf(shopper)
  const id = url.searchParams.get('confirm')
  const next = id && favorite && id !== favorite.id ? rows?.find((r) => r.id === id) : undefined
  return next && favorite
    ? { current: { id: favorite.id, name: favorite.name }, next: { id: next.id, name: next.name } }
    : null
}

/**
 * A refused store post (`FormReply`): its one message shows above the store list, `target` is the store
 * it was about. `status` is 400 for bad input, an upstream 4xx keeps its own, anything else is a 502.
 */
export function storeFormError(intent: StoreIntent, formError: string, status: number, storeId?: string) {
  const reply: FormReply<never> = {
    intent,
    ...(storeId ? { target: storeId } : {}),
    errors: { form: formError },
    values: {},
  }
  return refuse(reply, status)
}

/**
 * A store form the schema refused: its first message (a store to choose, a size), translated, for the
 * top of the form.
 */
export function refusedStoreForm(
  t: TFunction,
  intent: StoreIntent,
  fieldErrors: Record<string, string[] | null | undefined> | null | undefined,
) {
  const first = Object.values(fieldErrors ?? {}).flat()[0]
  return storeFormError(intent, validationText(t, first ?? STORE_MESSAGES.chooseStore), 400)
}

/**
 * `set-favorite-store`: the store becomes the shopper's favourite, with a "store changed" toast. When
 * another favourite store is already set and the post is not confirmed, nothing changes yet: the
 * shopper is sent to the page's confirmation (`?confirm=<storeId>`, a page URL that works without
 * JavaScript).
 */
async function setFavoriteStore(
  shopper: Shopper,
  t: TFunction,
  value: { storeId: string; confirm?: 'true'; redirectTo?: string },
  url: URL,
) {
  const back = pageUrl(url)
  let store: Store | null
  try {
    store = await findStore(shopper, value.storeId)
  } catch (error) {
    if (!isApiError(error)) throw error
    return storeFormError(
      STORE_INTENTS.setFavoriteStore,
      errorMessage(error.errorId, error.message, t),
      502,
      value.storeId,
    )
  }
  if (!store) {
    const message = validationText(t, STORE_MESSAGES.chooseStore)
    return storeFormError(STORE_INTENTS.setFavoriteStore, message, 400, value.storeId)
  }
  const current = favoriteStoreOf(shopper)
  if (current && current.id !== store.id && value.confirm !== 'true') {
    return redirect(pageUrl(url, { confirm: store.id }), 303)
  }
  shopper.session.set('favoriteStore', {
    id: store.id,
    name: store.name,
    postalCode: store.postalCode,
    country: store.country,
  })
  return redirectWithToast(safeRedirect(value.redirectTo, back), {
    type: 'success',
    title: t('stores:changed', { store: store.name }),
  })
}

/** The store locator's data: the optional `store-locator` content, the search and the favourite store. */
export async function storeLocatorData(shopper: Shopper, request: Request) {
  const url = new URL(request.url)
  const [page, search] = await Promise.all([
    // The content is a bonus: the locator works without it.
    getPage(shopper, 'store-locator').catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'store-locator content unavailable')
      return null
    }),
    searchPlace(shopper, url),
  ])
  const rows = search.stores ? storeRows(search.stores, shopper, false) : null
  const favorite = favoriteStoreOf(shopper)
  return {
    locale: shopper.locale.locale,
    page,
    q: search.q,
    error: search.error,
    failed: search.failed,
    stores: rows,
    favorite: favorite ? { id: favorite.id, name: favorite.name } : null,
    confirm: pendingConfirmation(shopper, url, rows),
    action: pageUrl(url),
  }
}

/** The store locator's one post: choose a favourite store. Any other intent is a 400. */
export async function storeLocatorAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  switch (readIntent(form, STORE_LOCATOR_INTENT_NAMES)) {
    case STORE_INTENTS.setFavoriteStore:
      return chooseFavoriteStore(shopper, t, form, new URL(request.url))
    default:
      return badRequest()
  }
}

/** `set-favorite-store` as posted: its form checked, then `setFavoriteStore`. */
export function chooseFavoriteStore(shopper: Shopper, t: TFunction, form: FormData, url: URL) {
  const submission = parseWithZod(form, { schema: SetFavoriteStoreSchema })
  if (submission.status !== 'success') {
    return refusedStoreForm(t, STORE_INTENTS.setFavoriteStore, submission.error)
  }
  return setFavoriteStore(shopper, t, submission.value, url)
}
