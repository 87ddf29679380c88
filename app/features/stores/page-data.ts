import type { productStoresAction, productStoresData, productStoresPage } from './product-stores.server.ts'

/** A product's pick-up-in-store page and dialog (CART-017), as their loader computes it. */
export type ProductStoresData = Awaited<ReturnType<typeof productStoresData>>

/** The store page as its route answers it (the dialog's fetcher): the data, its message and title. */
export type ProductStoresPage = typeof productStoresPage

/** What the store page's posts answer (the dialog's "Set as my store"). */
export type ProductStoresAction = typeof productStoresAction
