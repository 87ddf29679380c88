import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { selectedShippingCode, sortByDeliveryTime } from '#app/domain/cart/cart-items.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { pointAddress } from '#app/domain/stores/stores.ts'
import { getShipmentMethods, setShipmentMethod } from '#app/features/cart/api/cart.server.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { loadCart, updateCartItem } from '#app/features/cart/shopper-cart.server.ts'
import { changeWholeCart, isInvalidCustomer } from '#app/features/cart/cart-session.server.ts'
import {
  searchCollectionPoints,
  searchStores,
  storeNames,
} from '#app/features/store-directory/index.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { invalidReply, refuse } from '#app/form-reply.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { SetDeliverySchema, SetShippingMethodSchema } from '#app/features/cart/schemas/cart-intents.ts'
import { LINE_DELIVERY_INTENT_NAMES, LINE_DELIVERY_INTENTS, type LineDeliveryIntent } from './intents.ts'
import type { DeliveryField } from './views.ts'
import * as paths from '#app/domain/paths/paths.ts'
import { marketOf, offersDelivery } from '#app/domain/market/market.ts'
import { errorTranslator } from '#app/error-text.server.ts'

/**
 * The delivery page of one cart line (the page behind the change-delivery dialog, CART-023/CART-024):
 * the shipment's methods (CART-022), stores near a place with the item's availability, collection
 * points near a postal code when the item offers one (CHK-007), and the choice of home delivery, pick-up
 * in store, ship to store or a pick-up point.
 */
export async function deliveryPageData(shopper: Shopper, request: Request, itemId: string) {
  const cart = await loadCart(shopper)
  const item = cart?.items.find((i) => i.id === itemId && !i.bonus)
  if (!cart || !item) return throwNotFound(shopper)
  const query = new URL(request.url).searchParams
  const place = query.get('q')?.trim().slice(0, 60) ?? ''
  const pointPlace = query.get('point')?.trim().slice(0, 20) ?? ''
  const market = marketOf(shopper.locale.site.id)
  // CHK-007: pick-up points only where the item offers one and the market sends to them (decision 050).
  const pudoOffered =
    offersDelivery(market, 'pudo') &&
    Boolean(item.shippingOptions?.some((o) => o.shippingMethod.code === 'pudo' && o.available))
  const shipment = cart.shippingMethods[0]
  const [methods, stores, points] = await Promise.all([
    shipment
      ? getShipmentMethods(shopper.api, cart.id, shipment.shippingId).catch(() => undefined)
      : Promise.resolve(undefined),
    place
      ? searchStores(shopper.api, {
          ...(/\d/.test(place) ? { postalCode: place } : { city: place }),
          country: shopper.locale.site.country,
          upc: item.upc,
          productId: item.productId,
        })
          .then((r) => r.stores.slice(0, 10))
          .catch(() => null)
      : Promise.resolve(undefined),
    pudoOffered && pointPlace
      ? searchCollectionPoints(shopper.api, { country: shopper.locale.site.country, postalCode: pointPlace })
          .then((r) => r.collectionPoints.slice(0, 10))
          .catch(() => null)
      : Promise.resolve(undefined),
  ])
  const code = selectedShippingCode(item)
  const option = item.shippingOptions?.find((o) => o.selected)
  const point = code === 'pudo' ? option?.storeInfo : undefined
  const storeId = code === 'pudo' ? undefined : (option?.storeInfo?.id ?? item.storeId)
  return {
    locale: shopper.locale.locale,
    currency: cart.currency,
    item: {
      id: item.id,
      name: item.name,
      qty: item.qty,
      code,
      storeId,
      storeName: storeId
        ? (option?.storeInfo?.name ?? (await storeNames(shopper.api, [storeId]))[storeId])
        : undefined,
      point: point ? { id: point.id, name: point.name ?? point.id, address: pointAddress(point) } : undefined,
    },
    // Fastest first (CART-048).
    methods: methods
      ? sortByDeliveryTime(methods.shippingMethods).map((m) => ({ ...m, selected: Boolean(m.selected) }))
      : [],
    place,
    stores: stores?.map((s) => ({
      id: s.id,
      name: s.name,
      city: s.city,
      // Store search answers address1 (StoreSchema), not an address's addressLine1.
      address: s.address1,
      distance: s.distance,
      available: (s.availability?.quantity ?? 0) >= item.qty,
    })),
    storesFailed: stores === null,
    /** The collection-point choice, only when the item offers one (CHK-007). */
    pudo: pudoOffered
      ? {
          place: pointPlace,
          points: points?.map((p) => ({
            id: p.id,
            name: p.name,
            carrier: p.carrier,
            address: pointAddress(p),
            distance: p.distance,
          })),
          failed: points === null,
        }
      : null,
  }
}

/** An upstream refusal of a delivery change: its message above the page's choices. */
function deliveryRefused(intent: LineDeliveryIntent, itemId: string, message: string, status: number) {
  return refuse<DeliveryField>({ intent, target: itemId, errors: { form: message }, values: {} }, status)
}

/** CART-022: the shipment's method, for the whole cart. */
async function setShippingMethod(shopper: Shopper, form: FormData, t: TFunction, itemId: string) {
  const intent = LINE_DELIVERY_INTENTS.setShippingMethod
  const submission = parseWithZod(form, { schema: SetShippingMethodSchema })
  if (submission.status !== 'success') {
    return refuse(invalidReply<DeliveryField>(t, form, submission.error, { intent, target: itemId }))
  }
  const { code } = submission.value
  try {
    await changeWholeCart(shopper, (basketId) => setShipmentMethod(shopper.api, basketId, 'me', code))
  } catch (error) {
    if (isInvalidCustomer(error)) return invalidCustomer(shopper)
    if (!isApiError(error)) throw error
    return deliveryRefused(intent, itemId, errorMessage(error.errorId, error.message, t), error.status)
  }
  return deliveryUpdated(shopper, t)
}

/** CART-023, CART-024, CHK-007: the line home, picked up in a store, shipped to a store or to a pick-up point. */
async function setDelivery(shopper: Shopper, form: FormData, t: TFunction, itemId: string) {
  const intent = LINE_DELIVERY_INTENTS.setDelivery
  const submission = parseWithZod(form, { schema: SetDeliverySchema })
  if (submission.status !== 'success') {
    return refuse(invalidReply<DeliveryField>(t, form, submission.error, { intent, target: itemId }))
  }
  const { mode, storeId } = submission.value
  const cartPath = paths.cartPath(shopper.locale.locale)
  // A mode the market does not offer is refused as the upstream would (SHP404), without calling it (decision 050).
  if (mode !== 'home' && !offersDelivery(marketOf(shopper.locale.site.id), mode)) {
    return deliveryRefused(intent, itemId, errorMessage('SHP404', undefined, t), 400)
  }
  try {
    const cart = await loadCart(shopper)
    const item = cart?.items.find((i) => i.id === itemId && !i.bonus)
    if (!item)
      return redirectWithToast(cartPath, {
        type: 'error',
        title: errorMessage('ITEM_NOT_AVAILABLE', undefined, t),
      })
    await updateCartItem(
      shopper,
      { itemId: item.id, productId: item.productId, upc: item.upc, qty: item.qty },
      { action: mode, storeId: mode === 'home' ? undefined : storeId },
    )
  } catch (error) {
    if (isInvalidCustomer(error)) return invalidCustomer(shopper)
    if (!isApiError(error)) throw error
    return deliveryRefused(intent, itemId, errorMessage(error.errorId, error.message, t), error.status)
  }
  return deliveryUpdated(shopper, t)
}

/** AUT498 during a change: the shopper is already a guest again; back to the cart with the error. */
function invalidCustomer(shopper: Shopper) {
  const t = errorTranslator(shopper.locale.locale)
  return redirectWithToast(paths.cartPath(shopper.locale.locale), {
    type: 'error',
    title: errorMessage('INVALID_CUSTOMER', undefined, t),
  })
}

function deliveryUpdated(shopper: Shopper, t: TFunction) {
  return redirectWithToast(paths.cartPath(shopper.locale.locale), {
    type: 'success',
    title: t('cart:delivery.updated'),
  })
}

/**
 * The delivery page's posts (LINE_DELIVERY_INTENTS of features/cart/intents.ts): move the line (home,
 * pickup, sts, pudo) or choose the shipment's method. A refusal answers a FormReply whose messages
 * show above the choices.
 */
export async function deliveryAction(request: Request, shopper: Shopper, t: TFunction, itemId: string) {
  const form = await request.formData()
  const intent = readIntent(form, LINE_DELIVERY_INTENT_NAMES)
  switch (intent) {
    case LINE_DELIVERY_INTENTS.setShippingMethod:
      return setShippingMethod(shopper, form, t, itemId)
    case LINE_DELIVERY_INTENTS.setDelivery:
      return setDelivery(shopper, form, t, itemId)
    default:
      return badRequest()
  }
}
