import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { flowErrorMessage } from '#app/domain/errors/errors.ts'
import * as paths from '#app/domain/paths/paths.ts'
import { SAVE_FOR_LATER_PAGE_SIZE, type SavedForLater } from '#app/domain/cart/wishlists.ts'
import { addToCart, loadCart, rememberCart, basketIdOf } from '#app/features/cart/index.server.ts'
import {
  getSavedForLater,
  moveCartItemToSaved,
  removeSavedItem,
} from '#app/features/wishlists/api/wishlists.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import {
  MoveToCartSchema,
  RemoveSavedSchema,
  SaveForLaterSchema,
} from '#app/features/wishlists/schemas/wishlists.ts'
import { SAVED_FOR_LATER_INTENT_NAMES, SAVED_FOR_LATER_INTENTS } from '#app/domain/cart/wishlist-intents.ts'
import { failed, isRegistered, signInFirst, signInPath, wishlistsDisabled } from './wishlists.server.ts'

/**
 * Saved for later (CART-044): a signed-in shopper's list under the cart. Off while an associate is
 * connected in store; a guest's save is kept for after sign-in (`runPendingWishlistAction`).
 */

/** POST /{locale}/saved-for-later: save a cart line for later, move it back, remove it; other intents get 400. */
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
  const basketId = basketIdOf(shopper.session)
  if (!basketId) return redirectWithToast(cartPath, { type: 'error', title: t('toasts:cart.expired') })
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
      title: failed(error, t('wishlists:saved.failed'), t),
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
      t,
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
      title: failed(error, t('wishlists:saved.failed'), t),
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
