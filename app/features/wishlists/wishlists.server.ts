import { isConnectedAssociate } from '#app/models/in-store.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { errorMessage, flowErrorMessage, lookupError } from '#app/models/errors.ts'
import type { PendingWishlistAction } from '#app/sessions.server.ts'
import { addToCart, loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { rememberCart } from '#app/features/cart/cart-session.server.ts'
import { removeItem } from '#app/services/cart.server.ts'
import { SAVE_FOR_LATER_PAGE_SIZE, type SavedForLater } from '#app/models/wishlists.ts'
import {
  addFavorite,
  getSavedForLater,
  moveCartItemToSaved,
  removeFavorite,
  removeSavedItem,
  saveProductForLater,
  shareFavorites,
} from '#app/services/wishlists.server.ts'
import { badRequest, readIntent } from '#app/utils/intent.server.ts'
import { redirectWithToast, safeRedirect } from '#app/utils/redirect.server.ts'
import {
  AddFavoriteSchema,
  MoveToCartSchema,
  RemoveFavoriteSchema,
  RemoveSavedSchema,
  SaveForLaterSchema,
  ShareFavoritesSchema,
} from '#app/validation/wishlists.ts'
import * as paths from '#app/models/paths.ts'
import {
  FAVORITES_INTENT_NAMES,
  FAVORITES_INTENTS,
  SAVED_FOR_LATER_INTENT_NAMES,
  SAVED_FOR_LATER_INTENTS,
} from './intents.ts'

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
  return isConnectedAssociate(shopper.session.get('store'))
}

export function signInPath(shopper: Shopper, back: string): string {
  return paths.signInPath(shopper.locale.locale, back)
}

/** A catalogued error's message (ERR-001), else our own sentence rather than the server's wording. */
function failed(error: unknown, fallback: string): string {
  if (!isApiError(error)) throw error
  return lookupError(error.errorId) ? errorMessage(error.errorId) : fallback
}

/** Asks a guest to sign in first, remembering what they asked for. */
function signInFirst(shopper: Shopper, t: TFunction, pending: PendingWishlistAction) {
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
      return addToFavorites(shopper, t, submission.value)
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

async function addToFavorites(
  shopper: Shopper,
  t: TFunction,
  value: { productId: string; redirectTo?: string },
) {
  const favoritesPath = paths.favoritesPath(shopper.locale.locale)
  const back = safeRedirect(value.redirectTo, favoritesPath)
  const closed = favoritesClosed(shopper, t, back, value.productId)
  if (closed) return closed
  try {
    const list = await addFavorite(shopper.api, shopper.session.get('favoriteId'), value.productId)
    shopper.session.set('favoriteId', list.favoriteId)
  } catch (error) {
    return redirectWithToast(back, { type: 'error', title: failed(error, t('wishlists:favorites.failed')) })
  }
  return redirectWithToast(back, {
    type: 'success',
    title: t('wishlists:favorites.added'),
    link: { href: favoritesPath, label: t('wishlists:favorites.title') },
  })
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
    return redirectWithToast(back, { type: 'error', title: failed(error, t('wishlists:favorites.failed')) })
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
      title: failed(error, t('wishlists:favorites.failed')),
    })
  }
  return redirectWithToast(favoritesPath, {
    type: 'success',
    title: t('wishlists:favorites.shared', { email: value.email }),
  })
}

/** POST /{locale}/saved-for-later: save a cart line for later, move it back, remove it. Any other intent is a 400. */
export async function savedForLaterAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  const cartPath = paths.cartPath(shopper.locale.locale)
  const refused = () => redirectWithToast(cartPath, { type: 'error', title: t('wishlists:saved.failed') })
  switch (readIntent(form, SAVED_FOR_LATER_INTENT_NAMES)) {
    case SAVED_FOR_LATER_INTENTS.saveForLater: {
      const submission = parseWithZod(form, { schema: SaveForLaterSchema })
      if (submission.status !== 'success') return refused()
      return saveLineForLater(shopper, t, submission.value)
    }
    case SAVED_FOR_LATER_INTENTS.moveToCart: {
      const submission = parseWithZod(form, { schema: MoveToCartSchema })
      if (submission.status !== 'success') return refused()
      return moveSavedToCart(shopper, t, submission.value)
    }
    case SAVED_FOR_LATER_INTENTS.removeSaved: {
      const submission = parseWithZod(form, { schema: RemoveSavedSchema })
      if (submission.status !== 'success') return refused()
      return removeSaved(shopper, t, submission.value)
    }
    default:
      return badRequest()
  }
}

/**
 * What stops a saved-for-later post: an associate connected in store, or a guest (a save is kept for
 * after sign-in; anything else goes to sign in). Null when the post may go on.
 */
function savedForLaterClosed(
  shopper: Shopper,
  t: TFunction,
  save?: { productId: string; upc: string; qty: number },
) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  if (wishlistsDisabled(shopper)) {
    return redirectWithToast(cartPath, { type: 'error', title: t('wishlists:saved.inStore') })
  }
  if (isRegistered(shopper)) return null
  if (save) {
    return signInFirst(shopper, t, {
      intent: SAVED_FOR_LATER_INTENTS.saveForLater,
      ...save,
      redirectTo: cartPath,
    })
  }
  return redirect(signInPath(shopper, cartPath), 303)
}

async function saveLineForLater(
  shopper: Shopper,
  t: TFunction,
  value: { itemId: string; productId: string; upc: string; qty: number },
) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const { productId, upc, qty } = value
  const closed = savedForLaterClosed(shopper, t, { productId, upc, qty })
  if (closed) return closed
  const basketId = shopper.session.get('basketId')
  if (!basketId) return redirectWithToast(cartPath, { type: 'error', title: t('cart.expired') })
  try {
    const list = await moveCartItemToSaved(shopper.api, basketId, {
      itemId: value.itemId,
      saveForLaterId: shopper.session.get('saveForLaterId'),
    })
    shopper.session.set('saveForLaterId', list.saveForLaterId)
    // The line left the cart upstream: read the cart again for the badge and the page.
    shopper.session.unset('cartCount')
    rememberCart(shopper, await loadCart(shopper))
  } catch (error) {
    return redirectWithToast(cartPath, {
      type: 'error',
      title: failed(error, t('wishlists:saved.failed')),
    })
  }
  return redirectWithToast(cartPath, { type: 'success', title: t('wishlists:saved.savedToast') })
}

async function moveSavedToCart(
  shopper: Shopper,
  t: TFunction,
  value: { itemId: string; productId: string; upc: string; qty: number },
) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const closed = savedForLaterClosed(shopper, t)
  if (closed) return closed
  const saveForLaterId = shopper.session.get('saveForLaterId')
  if (!saveForLaterId) return redirect(cartPath, 303)
  try {
    await addToCart(shopper, [{ productId: value.productId, upc: value.upc, qty: value.qty }])
  } catch (error) {
    // ERR-113: 'this item could not be moved to cart' for ITEM_OOS; the item stays saved.
    if (!isApiError(error)) throw error
    const title = flowErrorMessage(error.errorId, 'move-to-cart', {
      serverMessage: t('wishlists:saved.failed'),
    })
    return redirectWithToast(cartPath, { type: 'error', title })
  }
  try {
    await removeSavedItem(shopper.api, saveForLaterId, value.itemId)
  } catch (error) {
    shopper.logger.warn({ err: error }, 'moved to cart but could not remove the saved item')
  }
  return redirectWithToast(cartPath, { type: 'success', title: t('wishlists:saved.movedToast') })
}

async function removeSaved(shopper: Shopper, t: TFunction, value: { itemId: string }) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const closed = savedForLaterClosed(shopper, t)
  if (closed) return closed
  const saveForLaterId = shopper.session.get('saveForLaterId')
  if (!saveForLaterId) return redirect(cartPath, 303)
  try {
    await removeSavedItem(shopper.api, saveForLaterId, value.itemId)
  } catch (error) {
    return redirectWithToast(cartPath, {
      type: 'error',
      title: failed(error, t('wishlists:saved.failed')),
    })
  }
  return redirectWithToast(cartPath, { type: 'info', title: t('wishlists:saved.removedToast') })
}

/** The saved-for-later list shown under the cart: signed-in shoppers only, and never fails the cart. */
export async function loadSavedForLater(shopper: Shopper): Promise<SavedForLater | null> {
  if (!isRegistered(shopper) || wishlistsDisabled(shopper)) return null
  try {
    const list = await getSavedForLater(shopper.api, { start: 0, count: SAVE_FOR_LATER_PAGE_SIZE })
    shopper.session.set('saveForLaterId', list.saveForLaterId)
    return list
  } catch (error) {
    shopper.logger.warn({ err: error }, 'saved-for-later list unavailable')
    return null
  }
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
    const basketId = shopper.session.get('basketId')
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
