/**
 * The shape of one error catalogue entry (ERR-005). The catalogue itself is assembled in
 * `#app/domain/errors/errors.ts` from the per-group files `error-catalogue-*.ts`.
 */

/**
 * Where a message is shown. `logout` and `retry` are behaviours rather than places: the message is
 * what the shopper sees if the behaviour cannot recover (INVALID_CUSTOMER, CART_NOT_FOUND).
 * `server-message` prefers the upstream message and keeps the template as its fallback.
 */
export type ErrorDisplay =
  | 'field'
  | 'item'
  | 'top'
  | 'inline-gift-card'
  | 'toast'
  | 'toast-persistent'
  | 'logout'
  | 'retry'
  | 'log-only'
  | 'server-message'

export type ErrorGroup =
  | 'auth'
  | 'api'
  | 'order'
  | 'inventory'
  | 'gift'
  | 'shipping'
  | 'payment'
  | 'tax'
  | 'promotion'
  | 'reward'
  | 'profile'
  | 'cart'
  | 'delivery-change'
  | 'validation'

export interface CatalogueEntry {
  /** The key: a server code (AUT401), a cart-side id (ITEM_OOS), a cart notice code or a flow message key. */
  code: string
  /** For a server code, the cart-side id it stands for (Ambiguity A9); absent when the spec names none. */
  internalId?: string
  /** The spec's meaning, kept in its words so the table can be checked against 000 §8. */
  meaning: string
  /**
   * The shopper-facing text in English: the spec's wording verbatim where it quotes one. It lives in
   * the `errors` namespace under the entry's code (`app/locales/{en,fr,de}/errors.json`), filled in
   * when the catalogue is assembled; `errorMessage(id, server, t)` gives it in the request's language.
   */
  message: string
  /** The catalogue key of a heading shown above the message (delivery changes: ORDER_UPDATED). */
  title?: string
  display: ErrorDisplay
  /** The form field the message belongs to when `display` is `field`. */
  field?: string
  group: ErrorGroup
}

export type EntryInput = Omit<CatalogueEntry, 'code' | 'group' | 'message'>

/** Turns a group's `{ CODE: entry }` table into entries, stamping each with its code and group. */
export function defineGroup(
  group: ErrorGroup,
  entries: Readonly<Record<string, EntryInput>>,
): Omit<CatalogueEntry, 'message'>[] {
  return Object.entries(entries).map(([code, entry]) => ({ code, group, ...entry }))
}
