import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { validationText } from '#app/i18next.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { selectedShippingCode } from '#app/domain/cart/cart-items.ts'
import { errorMessage, flowErrorMessage } from '#app/domain/errors/errors.ts'
import type { StockLevel } from '#app/domain/catalog/inventory.ts'
import type { ProductDetails } from '#app/domain/catalog/product.ts'
import { PRODUCT_ID_PATTERN } from '#app/domain/catalog/product-rules.ts'
import { canPickUp, storeStockLevel } from '#app/domain/stores/store-rules.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { getProductDetails } from '#app/features/catalog/index.server.ts'
import { addToCart, updateCartItem, isInvalidCustomer } from '#app/features/cart/index.server.ts'
import { searchStores } from '#app/features/store-directory/index.server.ts'
import * as paths from '#app/domain/paths/paths.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { PickUpInStoreSchema, STORE_MESSAGES } from '#app/features/stores/schemas/stores.ts'
import {
  chooseFavoriteStore,
  favoriteStoreOf,
  findStore,
  pageUrl,
  pendingConfirmation,
  refusedStoreForm,
  searchPlace,
  storeFormError,
  storeRows,
} from '#app/features/stores/stores.server.ts'
import { PRODUCT_STORES_INTENT_NAMES, STORE_INTENTS } from './intents.ts'

/**
 * The PDP's store page (`/{locale}/p/{slug-id}/stores?color=…&size=…&q=…`): the chosen variant's stock
 * at the stores near a place (CAT-002, CAT-036), choosing a favourite store (CAT-037) and "pick up
 * here" (CART-024). The PDP opens the same page as a dialog when JavaScript runs.
 */

async function productOf(shopper: Shopper, slugId: string | undefined): Promise<ProductDetails> {
  const parsed = paths.parseSlugId(slugId, PRODUCT_ID_PATTERN)
  if (!parsed) return throwNotFound(shopper)
  return getProductDetails(shopper.api, parsed.id).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return throwNotFound(shopper)
    throw error
  })
}

function productPath(locale: string, product: ProductDetails, color?: string, size?: string) {
  const params = new URLSearchParams()
  if (color) params.set('color', color)
  if (size) params.set('size', size)
  return paths.productPath(locale, product, params)
}

export async function productStoresData(shopper: Shopper, request: Request, slugId: string | undefined) {
  const product = await productOf(shopper, slugId)
  const url = new URL(request.url)
  const locale = shopper.locale.locale
  const color = product.colors.find((c) => c.code === url.searchParams.get('color')) ?? product.colors[0]
  if (!color) return throwNotFound(shopper)
  const size = product.sizes.find((s) => s === url.searchParams.get('size'))
  const variant = size ? product.variants.find((v) => v.color === color.code && v.size === size) : undefined
  const pagePath = paths.productStoresPath(locale, product)
  const search = variant
    ? await searchPlace(shopper, url, { productId: product.id, upc: variant.upc })
    : { q: url.searchParams.get('q')?.slice(0, 60) ?? '', stores: null }
  const rows = search.stores ? storeRows(search.stores, shopper, true) : null
  const favorite = favoriteStoreOf(shopper)
  const sizeHref = (label: string) => {
    const params = new URLSearchParams({ color: color.code, size: label })
    if (search.q) params.set('q', search.q)
    return `${pagePath}?${params.toString()}`
  }
  return {
    locale,
    name: product.name,
    productPath: productPath(locale, product, color.code, size),
    /** The page's own URL (the form's action), without a pending confirmation. */
    action: pageUrl(url),
    pagePath,
    color: { code: color.code, name: color.name },
    size: variant ? { label: variant.size, upc: variant.upc } : null,
    sizes: product.sizes
      .filter((label) => product.variants.some((v) => v.color === color.code && v.size === label))
      .map((label) => ({ label, href: sizeHref(label), current: label === size })),
    q: search.q,
    error: 'error' in search ? search.error : undefined,
    failed: 'failed' in search ? search.failed : undefined,
    stores: rows,
    favorite: favorite ? { id: favorite.id, name: favorite.name } : null,
    confirm: pendingConfirmation(shopper, url, rows),
  }
}

/**
 * The product's store page and its dialog (the PDP loads this through a fetcher): the availability,
 * the search's message in the shopper's language and the page's title.
 */
export async function productStoresPage(
  shopper: Shopper,
  request: Request,
  t: TFunction,
  slugId: string | undefined,
) {
  const page = await productStoresData(shopper, request, slugId)
  return {
    ...page,
    error: page.error && validationText(t, page.error),
    title: t('meta:pickUpInStore', { name: page.name }),
  }
}

/**
 * The store page's posts: `set-favorite-store` (as on the store locator) and `pick-up-in-store`. Any
 * other intent is a 400.
 */
export async function productStoresAction(
  request: Request,
  shopper: Shopper,
  t: TFunction,
  slugId: string | undefined,
) {
  const form = await request.formData()
  const url = new URL(request.url)
  switch (readIntent(form, PRODUCT_STORES_INTENT_NAMES)) {
    case STORE_INTENTS.setFavoriteStore:
      return chooseFavoriteStore(shopper, t, form, url)
    case STORE_INTENTS.pickUpInStore:
      return pickUpInStore(shopper, t, form, slugId)
    default:
      return badRequest()
  }
}

/**
 * `pick-up-in-store`: the variant is added to the cart and collected at the store (PUT item with
 * action=pickup and the store, CART-017), after the store's stock is checked. Success goes back to the
 * product page with a toast that links to the cart; a refusal is a message above the stores.
 */
async function pickUpInStore(shopper: Shopper, t: TFunction, form: FormData, slugId: string | undefined) {
  const intent = STORE_INTENTS.pickUpInStore
  const submission = parseWithZod(form, { schema: PickUpInStoreSchema })
  if (submission.status !== 'success') return refusedStoreForm(t, intent, submission.error)
  const value = submission.value
  const product = await productOf(shopper, slugId)
  const variant = product.variants.find((v) => v.upc === value.upc)
  if (!variant) {
    return storeFormError(intent, validationText(t, STORE_MESSAGES.chooseSize), 400, value.storeId)
  }
  const cartPath = paths.cartPath(shopper.locale.locale)
  const back = safeRedirect(
    value.redirectTo,
    productPath(shopper.locale.locale, product, variant.color, variant.size),
  )
  try {
    const store = await findStore(shopper, value.storeId)
    if (!store) {
      return storeFormError(intent, validationText(t, STORE_MESSAGES.chooseStore), 400, value.storeId)
    }
    const level = await stockAt(shopper, store, product.id, variant.upc, value.qty)
    if (!canPickUp(level)) {
      return storeFormError(intent, t('stores:pickup.unavailable', { store: store.name }), 409, store.id)
    }
    const cart = await addToCart(
      shopper,
      [{ productId: product.id, upc: variant.upc, qty: value.qty, pdpUrl: back }],
      { pickupAt: store.id },
    )
    const line = cart.items.find((item) => item.upc === variant.upc && !item.bonus)
    const atStore = line?.shippingOptions?.find((o) => o.selected)?.storeInfo?.id ?? line?.storeId
    if (line && (selectedShippingCode(line) !== 'pickup' || atStore !== store.id)) {
      await updateCartItem(
        shopper,
        { itemId: line.id, productId: product.id, upc: variant.upc, qty: line.qty },
        { action: 'pickup', storeId: store.id },
      )
    }
    return redirectWithToast(back, {
      type: 'success',
      title: t('stores:pickup.added', { store: store.name }),
      link: { href: cartPath, label: t('cart.viewCart') },
    })
  } catch (error) {
    if (isInvalidCustomer(error)) {
      return redirectWithToast(cartPath, {
        type: 'error',
        title: errorMessage('INVALID_CUSTOMER', undefined, t),
      })
    }
    if (!isApiError(error)) throw error
    const max = Number(error.details.maxAllowedQty)
    const message = flowErrorMessage(error.errorId, 'add-to-cart', {
      t,
      serverMessage: error.message,
      maxAllowedQty: Number.isFinite(max) ? max : undefined,
    })
    return storeFormError(intent, message, error.status, value.storeId)
  }
}

/** The variant's stock at one store: a search near the store's postal code, with the upc. */
async function stockAt(
  shopper: Shopper,
  store: { id: string; postalCode: string; country: string },
  productId: string,
  upc: string,
  qty: number,
): Promise<StockLevel> {
  const { stores } = await searchStores(shopper.api, {
    postalCode: store.postalCode,
    country: store.country,
    productId,
    upc,
  })
  return storeStockLevel(stores.find((s) => s.id === store.id)?.availability, qty)
}

/**
 * The PDP's favourite-store line (CAT-037): the favourite store, with its stock of the chosen size once
 * a size is chosen. The stock is a promise that never rejects: a failure shows no stock, not an error.
 */
export function favoriteStoreStock(
  shopper: Shopper,
  product: ProductDetails,
  upc: string | undefined,
): { id: string; name: string; level: Promise<StockLevel> | null } | null {
  const favorite = favoriteStoreOf(shopper)
  if (!favorite) return null
  const level = upc
    ? searchStores(shopper.api, {
        postalCode: favorite.postalCode,
        country: favorite.country,
        productId: product.id,
        upc,
      })
        .then(({ stores }) => storeStockLevel(stores.find((s) => s.id === favorite.id)?.availability))
        .catch((error: unknown) => {
          shopper.logger.warn({ err: error }, 'favourite store stock unavailable')
          return 'unknown' as const
        })
    : null
  return { id: favorite.id, name: favorite.name, level }
}
