import type { productStoresData } from './product-stores.server.ts'

/** A product's pick-up-in-store page and dialog (CART-017), as their loader computes it. */
export type ProductStoresData = Awaited<ReturnType<typeof productStoresData>>
