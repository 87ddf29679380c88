import { connectedAssociate } from '#app/features/in-store/index.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import type { Toast } from '#app/sessions.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage, lookupError, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import type { PendingWishlistAction } from '#app/domain/cart/wishlists.ts'
import { loadCart, rememberCart, basketIdOf, removeItem } from '#app/features/cart/index.server.ts'
import {
  addFavorite,
  removeFavorite,
  saveProductForLater,
  shareFavorites,
} from '#app/features/wishlists/api/wishlists.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { dataWithToast, redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { answeredInPlace } from '#app/domain/page/enhanced-post.ts'
import {
  AddFavoriteSchema,
  RemoveFavoriteSchema,
  ShareFavoritesSchema,
} from '#app/features/wishlists/schemas/wishlists.ts'
import * as paths from '#app/domain/paths/paths.ts'
import { FAVORITES_INTENT_NAMES, FAVORITES_INTENTS } from '#app/domain/cart/wishlist-intents.ts'

/**
 * Favorites and saved-for-later need a signed-in shopper (000 §6, CART-044) and are off while an
 * associate is connected in store (000 §6). A guest's post is kept in the session and they are sent to
 * sign in; the sign-in flow calls `runPendingWishlistAction` and brings them back with it done.
 */

export function isRegistered(shopper: Shopper): boolean {
  return shopper.session.get('tokenType') === 'Registered'
}

/** INSTORE-006: favorites and saved for later are off while an associate is connected. */
export function wishlistsDisabled(shopper: Shopper): boolean {
  return connectedAssociate(shopper) !== undefined
}

export function signInPath(shopper: Shopper, back: string): string {
  return paths.signInPath(shopper.locale.locale, back)
}

/** A catalogued error's message (ERR-001), else our own sentence rather than the server's wording. */
export function failed(error: unknown, fallback: string, t: ErrorTranslator): string {
  if (!isApiError(error)) throw error
  return lookupError(error.errorId) ? errorMessage(error.errorId, undefined, t) : fallback
}

/** Asks a guest to sign in first, remembering what they asked for. */
export function signInFirst(shopper: Shopper, t: TFunction, pending: PendingWishlistAction) {
  shopper.session.set('pendingWishlistAction', pending)
  const title =
    pending.intent === FAVORITES_INTENTS.addFavorite
      ? t('wishlists:favorites.signInFirst')
      : t('wishlists:saved.signInFirst')
  return redirectWithToast(signInPath(shopper, pending.redirectTo), { type: 'info', title })
}

/** POST /{locale}/favorites: add, remove, share. Any other intent is a 400. */
export async function favoritesAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  const favoritesPath = paths.favoritesPath(shopper.locale.locale)
  // A refused add or remove goes back where it came from with a toast (the share form has Conform).
  const refused = () =>
    redirectWithToast(safeRedirect(form.get('redirectTo'), favoritesPath), {
      type: 'error',
      title: t('wishlists:favorites.failed'),
    })
  switch (readIntent(form, FAVORITES_INTENT_NAMES)) {
    case FAVORITES_INTENTS.addFavorite: {
      const submission = parseWithZod(form, { schema: AddFavoriteSchema })
      if (submission.status !== 'success') return refused()
      return addToFavorites(shopper, t, submission.value, isEnhancedPost(form))
    }
    case FAVORITES_INTENTS.removeFavorite: {
      const submission = parseWithZod(form, { schema: RemoveFavoriteSchema })
      if (submission.status !== 'success') return refused()
      return removeFromFavorites(shopper, t, submission.value)
    }
    case FAVORITES_INTENTS.shareFavorites: {
      const submission = parseWithZod(form, { schema: ShareFavoritesSchema })
      if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
      return shareFavoriteList(shopper, t, submission.value)
    }
    default:
      return badRequest()
  }
}

/**
 * What stops a favorites post before it reaches the list: an associate connected in store, or a guest
 * (an add is kept for after sign-in; anything else goes to sign in). Null when the post may go on.
 */
function favoritesClosed(shopper: Shopper, t: TFunction, back: string, productId?: string) {
  const favoritesPath = paths.favoritesPath(shopper.locale.locale)
  if (wishlistsDisabled(shopper)) {
    return redirectWithToast(back, { type: 'error', title: t('wishlists:favorites.inStore') })
  }
  if (isRegistered(shopper)) return null
  if (productId !== undefined) {
    return signInFirst(shopper, t, { intent: FAVORITES_INTENTS.addFavorite, productId, redirectTo: back })
  }
  return redirect(signInPath(shopper, favoritesPath), 303)
}

/**
 * CART-037 adds a product to the shopper's favorites and goes back with a toast. The enhanced button
 * (a fetcher on the page it stands on) is answered in place instead: the toast in its cookie, read by
 * the root's loader, which runs again after any post; the page itself has nothing to load again.
 */
async function addToFavorites(
  shopper: Shopper,
  t: TFunction,
  value: { productId: string; redirectTo?: string },
  enhanced: boolean,
) {
  const favoritesPath = paths.favoritesPath(shopper.locale.locale)
  const back = safeRedirect(value.redirectTo, favoritesPath)
  const closed = favoritesClosed(shopper, t, back, value.productId)
  if (closed) return closed
  try {
    const list = await addFavorite(shopper.api, shopper.session.get('favoriteId'), value.productId)
    shopper.session.set('favoriteId', list.favoriteId)
  } catch (error) {
    return redirectWithToast(back, {
      type: 'error',
      title: failed(error, t('wishlists:favorites.failed'), t),
    })
  }
  const toast: Toast = {
    type: 'success',
    title: t('wishlists:favorites.added'),
    link: { href: favoritesPath, label: t('wishlists:favorites.title') },
  }
  if (enhanced) return dataWithToast(answeredInPlace({ favorite: value.productId }), toast)
  return redirectWithToast(back, toast)
}

async function removeFromFavorites(
  shopper: Shopper,
  t: TFunction,
  value: { itemId: string; redirectTo?: string },
) {
  const back = safeRedirect(value.redirectTo, paths.favoritesPath(shopper.locale.locale))
  const closed = favoritesClosed(shopper, t, back)
  if (closed) return closed
  const favoriteId = shopper.session.get('favoriteId')
  if (!favoriteId) return redirect(back, 303)
  try {
    await removeFavorite(shopper.api, favoriteId, value.itemId)
  } catch (error) {
    return redirectWithToast(back, {
      type: 'error',
      title: failed(error, t('wishlists:favorites.failed'), t),
    })
  }
  return redirectWithToast(back, { type: 'info', title: t('wishlists:favorites.removed') })
}

async function shareFavoriteList(shopper: Shopper, t: TFunction, value: { email: string; message?: string }) {
  const favoritesPath = paths.favoritesPath(shopper.locale.locale)
  const closed = favoritesClosed(shopper, t, favoritesPath)
  if (closed) return closed
  const favoriteId = shopper.session.get('favoriteId')
  if (!favoriteId) return redirect(favoritesPath, 303)
  try {
    await shareFavorites(shopper.api, favoriteId, { email: value.email, message: value.message })
  } catch (error) {
    return redirectWithToast(favoritesPath, {
      type: 'error',
      title: failed(error, t('wishlists:favorites.failed'), t),
    })
  }
  return redirectWithToast(favoritesPath, {
    type: 'success',
    title: t('wishlists:favorites.shared', { email: value.email }),
  })
}

/**
 * Right after sign-in: does the favorites or save-for-later post the shopper made as a guest, and
 * returns where to send them with the toast to show, or null when nothing was pending.
 */
export async function runPendingWishlistAction(
  shopper: Shopper,
  t: TFunction,
): Promise<{ redirectTo: string; toast: { type: 'success' | 'error'; title: string } } | null> {
  const pending = shopper.session.get('pendingWishlistAction')
  if (!pending) return null
  shopper.session.unset('pendingWishlistAction')
  if (!isRegistered(shopper) || wishlistsDisabled(shopper)) return null
  try {
    if (pending.intent === FAVORITES_INTENTS.addFavorite) {
      const list = await addFavorite(shopper.api, shopper.session.get('favoriteId'), pending.productId)
      shopper.session.set('favoriteId', list.favoriteId)
      return {
        redirectTo: pending.redirectTo,
        toast: { type: 'success', title: t('wishlists:favorites.added') },
      }
    }
    const list = await saveProductForLater(shopper.api, {
      saveForLaterId: shopper.session.get('saveForLaterId'),
      productId: pending.productId,
      upc: pending.upc,
      qty: pending.qty,
    })
    shopper.session.set('saveForLaterId', list.saveForLaterId)
    // The guest's line came over with the merged cart: take it out, it is saved now.
    const cart = await loadCart(shopper)
    const line = cart?.items.find((item) => item.upc === pending.upc)
    const basketId = basketIdOf(shopper.session)
    if (line && basketId)
      rememberCart(shopper, await removeItem(shopper.api, basketId, { itemId: line.id, upc: line.upc }))
    return {
      redirectTo: pending.redirectTo,
      toast: { type: 'success', title: t('wishlists:saved.savedToast') },
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    const title =
      pending.intent === FAVORITES_INTENTS.addFavorite
        ? t('wishlists:favorites.failed')
        : t('wishlists:saved.failed')
    return { redirectTo: pending.redirectTo, toast: { type: 'error', title } }
  }
}
