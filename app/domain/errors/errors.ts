import { API_ERRORS, AUTH_ERRORS } from '#app/domain/errors/error-catalogue-auth.ts'
import {
  AUTH_FLOW_ERRORS,
  CART_FLOW_ERRORS,
  GIFT_FLOW_ERRORS,
  INVENTORY_FLOW_ERRORS,
  PAYMENT_FLOW_ERRORS,
  PROFILE_FLOW_ERRORS,
  PROMOTION_FLOW_ERRORS,
  SHIPPING_FLOW_ERRORS,
  VALIDATION_FLOW_ERRORS,
} from '#app/domain/errors/error-catalogue-flows.ts'
import {
  CART_MESSAGES,
  CART_NOTICES,
  DELIVERY_CHANGE_CODES,
  DELIVERY_CHANGE_NOTICES,
  type DeliveryChangeCode,
  PAYMENT_MESSAGES,
  PROFILE_MESSAGES,
  SHIPPING_NOTICES,
} from '#app/domain/errors/error-catalogue-notices.ts'
import { GIFT_ERRORS, INVENTORY_ERRORS, ORDER_ERRORS } from '#app/domain/errors/error-catalogue-orders.ts'
import {
  PAYMENT_ERRORS,
  PROMOTION_ERRORS,
  SHIPPING_ERRORS,
  TAX_ERRORS,
} from '#app/domain/errors/error-catalogue-payments.ts'
import { PROFILE_ERRORS, REWARD_ERRORS } from '#app/domain/errors/error-catalogue-profile.ts'
import type { CatalogueEntry, ErrorDisplay } from '#app/domain/errors/error-catalogue-types.ts'
import {
  GIFT_CARD_INLINE_ERROR_IDS,
  ITEM_ERROR_IDS,
  PAYMENT_TOP_ERROR_IDS,
  PLACE_ORDER_TOP_ERROR_IDS,
  SHIPPING_FIELD_ERRORS,
} from '#app/domain/errors/error-placement.ts'
import english from '#app/locales/en/errors.json' with { type: 'json' }

/**
 * The one error catalogue of both specs (ERR-005): every server code, cart-side id, cart notice and
 * quoted flow message, keyed by its id. A server code names its cart-side id in `internalId` (A9),
 * so flows can act on the id while the shopper reads the code's own template (ERR-001).
 */

export type { CatalogueEntry, ErrorDisplay, ErrorGroup } from '#app/domain/errors/error-catalogue-types.ts'
export { DELIVERY_CHANGE_CODES, type DeliveryChangeCode } from '#app/domain/errors/error-catalogue-notices.ts'

/**
 * The request's translator (`getI18n(context).t` in a loader or action). Given one, a message is read
 * from the `errors` namespace in the request's language, keyed by the catalogue code; without one it
 * is the English text. The spec's quoted English stays verbatim in `en/errors.json`.
 */
export type ErrorTranslator = (key: string, options: { defaultValue: string; max?: number }) => string

const ENGLISH: Readonly<Record<string, string>> = english

/** A text of the `errors` namespace, in `t`'s language when there is a `t`, else in English. */
export function errorText(key: string, t?: ErrorTranslator, values?: { max: number }): string {
  const text = ENGLISH[key] ?? key
  if (t) return t(`errors:${key}`, { defaultValue: text, ...values })
  return values ? text.replace('{{max}}', String(values.max)) : text
}

export const GENERIC_ERROR_MESSAGE = errorText('GENERIC')
/** ERR-133: the item's out-of-stock message, in English. */
export const OUT_OF_STOCK_MESSAGE = errorText('ProductItemNotAvailable')
/** ERR-135: the delivery changes' heading, in English. */
export const ORDER_UPDATED = errorText('ORDER_UPDATED')

function buildCatalogue(
  groups: readonly Omit<CatalogueEntry, 'message'>[][],
): Readonly<Record<string, CatalogueEntry>> {
  const catalogue: Record<string, CatalogueEntry> = {}
  for (const entry of groups.flat()) {
    // A duplicate key would silently replace a template, a missing text show a code: fail at import.
    if (Object.hasOwn(catalogue, entry.code)) throw new Error(`Duplicate error catalogue entry ${entry.code}`)
    if (!Object.hasOwn(ENGLISH, entry.code)) throw new Error(`No English text for error ${entry.code}`)
    const title = entry.title ? { title: errorText(entry.title) } : {}
    catalogue[entry.code] = Object.freeze({ ...entry, message: ENGLISH[entry.code]!, ...title })
  }
  return Object.freeze(catalogue)
}

export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = buildCatalogue([
  AUTH_ERRORS,
  API_ERRORS,
  ORDER_ERRORS,
  INVENTORY_ERRORS,
  GIFT_ERRORS,
  SHIPPING_ERRORS,
  PAYMENT_ERRORS,
  TAX_ERRORS,
  PROMOTION_ERRORS,
  REWARD_ERRORS,
  PROFILE_ERRORS,
  CART_FLOW_ERRORS,
  INVENTORY_FLOW_ERRORS,
  AUTH_FLOW_ERRORS,
  PAYMENT_FLOW_ERRORS,
  GIFT_FLOW_ERRORS,
  SHIPPING_FLOW_ERRORS,
  PROMOTION_FLOW_ERRORS,
  PROFILE_FLOW_ERRORS,
  VALIDATION_FLOW_ERRORS,
  CART_NOTICES,
  SHIPPING_NOTICES,
  DELIVERY_CHANGE_NOTICES,
  CART_MESSAGES,
  PAYMENT_MESSAGES,
  PROFILE_MESSAGES,
])

/** Where an error is being handled; a context can move a message (CART_NOT_FOUND is a banner on place order). */
export type ErrorContext = 'cart' | 'add-payment' | 'place-order' | 'shipping'

const includes = (list: readonly string[], id: string) => list.includes(id)

/** The shipping form's field for an error, when it has one (SHIPPING_FIELD_ERRORS). */
function shippingField(errorId: string): string | undefined {
  const id = resolveErrorId(errorId)
  return Object.hasOwn(SHIPPING_FIELD_ERRORS, id) ? SHIPPING_FIELD_ERRORS[id] : undefined
}

/** The catalogue entry for an errorId (server code, cart-side id or message key), if there is one. */
export function lookupError(errorId: string | undefined): CatalogueEntry | undefined {
  if (!errorId || !Object.hasOwn(ERROR_CATALOGUE, errorId)) return undefined
  return ERROR_CATALOGUE[errorId]
}

/** The cart-side id a server code stands for (A9), e.g. INV700 → ITEM_OOS. */
export function internalIdFor(errorId: string | undefined): string | undefined {
  return lookupError(errorId)?.internalId
}

/** The id flows act on: a server code's internal id, else the id itself. */
export function resolveErrorId(errorId: string): string {
  return internalIdFor(errorId) ?? errorId
}

/**
 * ERR-001: a known id gives its template (the server's words for `server-message` ids such as
 * ITEMS_OOS, ERR-114); an unknown id gives the server message; neither gives a generic sentence.
 */
export function errorMessage(
  errorId: string | undefined,
  serverMessage?: string,
  t?: ErrorTranslator,
): string {
  const server = serverMessage?.trim() ? serverMessage : undefined
  const entry = lookupError(errorId)
  if (entry) return entry.display === 'server-message' && server ? server : errorText(entry.code, t)
  return server ?? errorText('GENERIC', t)
}

/** ERR-115: the max-quantity message, with the limit when the server sent a usable maxAllowedQty. */
export function addedMaxQuantityMessage(maxAllowedQty?: number, t?: ErrorTranslator): string {
  if (maxAllowedQty === undefined || !Number.isInteger(maxAllowedQty) || maxAllowedQty < 1) {
    return errorText('ADDED_MAX_QUANTITY', t)
  }
  return errorText('ADDED_MAX_QUANTITY_LIMIT', t, { max: maxAllowedQty })
}

/** ERR-118: an item error refined by its extra info (ProductItemMaxQuantity, ProductItemRequired). */
export function itemErrorMessage(
  errorId: string | undefined,
  extraInfo?: string,
  serverMessage?: string,
  t?: ErrorTranslator,
): string {
  if (extraInfo === 'ProductItemMaxQuantity' || extraInfo === 'ProductItemRequired')
    return errorText(extraInfo, t)
  return errorMessage(errorId, serverMessage, t)
}

/** A cart or checkout flow whose handling of an error differs from the plain template. */
export type ErrorFlow = 'add-to-cart' | 'update-quantity' | 'move-to-cart' | 'remove-item'

/**
 * The message for an error in a flow: remove-item failures have one quoted text (ERR-130), max
 * quantity is built from maxAllowedQty (ERR-115), a gift-with-purchase item reads differently on a
 * quantity update (ERR-116), and out of stock while moving to the cart has its quoted text (ERR-113).
 * Anything else is the plain ERR-001 message.
 */
export function flowErrorMessage(
  errorId: string | undefined,
  flow: ErrorFlow,
  {
    serverMessage,
    maxAllowedQty,
    t,
  }: { serverMessage?: string; maxAllowedQty?: number; t?: ErrorTranslator } = {},
): string {
  const id = errorId ? resolveErrorId(errorId) : undefined
  if (flow === 'remove-item') return errorText('REMOVE_ITEM_FAILED', t)
  if (id === 'ADDED_MAX_QUANTITY') return addedMaxQuantityMessage(maxAllowedQty, t)
  if (id === 'GWP_PRODUCT' && flow === 'update-quantity') return errorText('GWP_PRODUCT_QUANTITY', t)
  if (id === 'ITEM_OOS' && flow === 'move-to-cart') return errorText('ITEM_OOS', t)
  return errorMessage(errorId, serverMessage, t)
}

/** A24 / CART-049: true only for the six delivery-change codes, spelled exactly. */
export function isDeliveryChangeCode(code: string | undefined | null): code is DeliveryChangeCode {
  return typeof code === 'string' && (DELIVERY_CHANGE_CODES as readonly string[]).includes(code)
}

/**
 * Where to show an error (ERR-110, ERR-119, ERR-120, ERR-122, ERR-124; the shipping step's fields).
 * Server codes are resolved to their cart-side id first. Unknown ids go to the top, or to a
 * persistent toast on place order.
 */
export function errorDisplay(errorId: string | undefined, context?: ErrorContext): ErrorDisplay {
  if (!errorId) return context === 'place-order' ? 'toast-persistent' : 'top'
  const id = resolveErrorId(errorId)
  const entry = lookupError(id)
  switch (context) {
    case 'place-order':
      if (includes(PLACE_ORDER_TOP_ERROR_IDS, id) || id === 'ITEM_NO_LONGER_AVAILABLE') return 'top'
      if (entry?.display === 'logout') return 'logout'
      return 'toast-persistent'
    case 'cart':
      if (includes(ITEM_ERROR_IDS, id)) return 'item'
      if (entry?.display === 'logout' || entry?.display === 'retry') return entry.display
      return 'top'
    case 'add-payment':
      if (includes(GIFT_CARD_INLINE_ERROR_IDS, id)) return 'inline-gift-card'
      if (includes(PAYMENT_TOP_ERROR_IDS, id)) return 'top'
      return entry?.display === 'inline-gift-card' ? 'inline-gift-card' : 'top'
    case 'shipping':
      return shippingField(errorId) ? 'field' : 'top'
    default:
      return lookupError(errorId)?.display ?? 'top'
  }
}

/**
 * The form field and message for a field-level error (ERR-015, ERR-016, ERR-127..ERR-129, VAL-057),
 * ready for `submission.reply({ fieldErrors })`; undefined when the error is not tied to a field.
 * In the shipping context the field is the shipping form's (SHIPPING_FIELD_ERRORS).
 */
export function fieldError(
  errorId: string | undefined,
  context?: ErrorContext,
  t?: ErrorTranslator,
): { field: string; message: string } | undefined {
  if (context === 'shipping') {
    const field = errorId ? shippingField(errorId) : undefined
    return field ? { field, message: errorMessage(errorId, undefined, t) } : undefined
  }
  const entry = lookupError(errorId)
  if (!entry || entry.display !== 'field' || !entry.field) return undefined
  return { field: entry.field, message: errorText(entry.code, t) }
}

/**
 * ERR-131 / ERR-132: a failed card save shows the server's words when the card already exists (PYT300;
 * the spec names no separate gift-card code, so PYT300 serves both), else the quoted failure text.
 */
export function cardSaveFailureMessage(
  kind: 'credit-card' | 'gift-card',
  errorId: string | undefined,
  serverMessage?: string,
  t?: ErrorTranslator,
): string {
  if (errorId === 'PYT300' && serverMessage?.trim()) return serverMessage
  return errorText(kind === 'credit-card' ? 'CREDIT_CARD_SAVE_FAILED' : 'GIFT_CARD_SAVE_FAILED', t)
}
