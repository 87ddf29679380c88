import type { TextDictionary } from './types.ts'

/** The carrier's tracking events of the seeded orders (`past-orders.ts`), in French. */
export const ORDERS_FR: TextDictionary = {
  'Shipping label created': 'Étiquette d’expédition créée',
  'Departed facility': 'Colis parti du centre de tri',
  'Arrived at facility': 'Colis arrivé au centre de tri',
  Delivered: 'Livré',
}
