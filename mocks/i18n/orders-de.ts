import type { TextDictionary } from './types.ts'

/** The carrier's tracking events of the seeded orders (`past-orders.ts`), in German. */
export const ORDERS_DE: TextDictionary = {
  'Shipping label created': 'Versandetikett erstellt',
  'Departed facility': 'Paket hat das Versandzentrum verlassen',
  'Arrived at facility': 'Paket im Versandzentrum angekommen',
  Delivered: 'Zugestellt',
}
