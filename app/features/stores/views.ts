import type { StockLevel } from '#app/domain/catalog/inventory.ts'
import type { OpeningDay } from '#app/domain/stores/store-rules.ts'
import type { Store } from '#app/domain/stores/stores.ts'

/** A store as the store pages show it, formatted on the server for the locale. */
export interface StoreRow {
  id: string
  name: string
  address: string[]
  phone?: string
  distance?: string
  hours: OpeningDay[]
  /** Stock of the searched variant at the store; null when no product was searched. */
  level: StockLevel | null
  /** "Pick up here" is offered (the variant is in stock at the store). */
  pickup: boolean
  isFavorite: boolean
}

/** What a place search gave: the place as typed, its field error, or the stores (null: no search). */
export interface PlaceSearch {
  q: string
  error?: string
  /** The catalogue message of a failed search (shown above the list, never a 500). */
  failed?: string
  stores: Store[] | null
}
