import { AddressSchema, type Address } from './cart.ts'

/** A saved address the shipping step offers (ACCT address book, 000 §3 Address). */
export interface SavedAddress {
  id: string
  main: boolean
  address: Address
}

/**
 * The registered shopper's saved shipping addresses for the site's country, main first. The type of
 * an address comes from the first character of its id (000 §4 Profile and address: S shipping,
 * B billing); approachType says the same when present.
 */
export function savedShippingAddresses(
  list: readonly unknown[] | null | undefined,
  country: string,
): SavedAddress[] {
  const saved: SavedAddress[] = []
  for (const raw of list ?? []) {
    const parsed = AddressSchema.safeParse(raw)
    if (!parsed.success) continue
    const address = parsed.data
    const id = address.addressId
    if (!id) continue
    const type = address.approachType ?? id.charAt(0)
    if (type !== 'S') continue
    if ((address.countryCode ?? address.country).toUpperCase() !== country.toUpperCase()) continue
    saved.push({ id, main: Boolean(address.main), address })
  }
  return saved.sort((a, b) => Number(b.main) - Number(a.main))
}

/**
 * Which saved address the form starts from: the one the URL names, none for `new`, else (when the
 * cart has no address yet) the main one.
 */
export function chosenSavedAddress(
  saved: readonly SavedAddress[],
  requested: string | null,
  cartHasAddress: boolean,
): SavedAddress | undefined {
  if (requested === 'new') return undefined
  if (requested) return saved.find((s) => s.id === requested)
  return cartHasAddress ? undefined : saved[0]
}
