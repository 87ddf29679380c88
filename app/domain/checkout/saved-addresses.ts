import { z } from 'zod'
import { AddressSchema, type Address } from '../cart/cart.ts'
import type { PostalAddress } from '../market/address-format.ts'

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

// ---- The address book (000 §3 Address, §4 Profile and address) ----

/** Shipping (approachType S) or billing (B). */
export type AddressType = 'S' | 'B'

/** ACCT-015: an address's type is the first character of its id (S… shipping, B… billing). */
export function typeFromAddressId(addressId: string | undefined): AddressType | undefined {
  const first = addressId?.charAt(0).toUpperCase()
  return first === 'S' || first === 'B' ? first : undefined
}

interface BookEntry {
  addressId?: string | undefined
  approachType?: AddressType | undefined
  main?: boolean | undefined
}

/** The type of a saved address: its id's first character, else its approachType (ACCT-014). */
export function addressTypeOf(address: BookEntry): AddressType | undefined {
  return typeFromAddressId(address.addressId) ?? address.approachType
}

/**
 * ACCT-016 / ACCT-017: the book after adding `added`. The first address of its type is main; an
 * address added as main takes the flag from the others of its type only.
 */
export function withAddedAddress<T extends BookEntry>(book: readonly T[], added: T): T[] {
  const type = addressTypeOf(added)
  const first = !book.some((a) => addressTypeOf(a) === type)
  const main = first || added.main === true
  const others = main ? book.map((a) => (addressTypeOf(a) === type ? { ...a, main: false } : a)) : [...book]
  return [...others, { ...added, main }]
}

/** ACCT-017: the book with `addressId` main and the other addresses of its type not; other types keep theirs. */
export function withMainAddress<T extends BookEntry>(book: readonly T[], addressId: string): T[] {
  const target = book.find((a) => a.addressId === addressId)
  if (!target) return [...book]
  const type = addressTypeOf(target)
  return book.map((a) => (addressTypeOf(a) === type ? { ...a, main: a.addressId === addressId } : a))
}

/** ACCT-006: the book without `addressId` (applied only once the delete call has succeeded). */
export function withoutAddress<T extends BookEntry>(book: readonly T[], addressId: string): T[] {
  return book.filter((a) => a.addressId !== addressId)
}

/** ACCT-013: the address fields beyond the cart's: the newsletter consent and the recipient's phone. */
export const BookAddressSchema = AddressSchema.extend({
  subscriptions: z.looseObject({ newsletterConsent: z.boolean().optional() }).optional(),
  recipientContactPhone: z.string().optional(),
})

/** An address of the book as the pages show and edit it. */
export interface BookAddress extends PostalAddress {
  id: string
  type: AddressType
  main: boolean
  shippingId?: string | undefined
  firstName: string
  lastName: string
  email?: string | undefined
  phone?: string | undefined
  phoneCode?: string | undefined
  newsletterConsent?: boolean | undefined
  recipientContactPhone?: string | undefined
}

/** ACCT-013: an upstream address as the book's; one without an id or a type is not the book's. */
export function addressFromApi(raw: unknown): BookAddress | undefined {
  const parsed = BookAddressSchema.safeParse(raw)
  if (!parsed.success || !parsed.data.addressId) return undefined
  const a = parsed.data
  const type = addressTypeOf(a)
  if (!type) return undefined
  return {
    id: a.addressId!,
    type,
    main: a.main === true,
    shippingId: a.shippingId,
    firstName: a.firstName,
    lastName: a.lastName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    postalCode: a.postalCode,
    province: a.province,
    country: a.countryCode ?? a.country,
    email: a.email,
    phone: a.phone,
    phoneCode: a.phoneCode,
    newsletterConsent: a.subscriptions?.newsletterConsent,
    recipientContactPhone: a.recipientContactPhone,
  }
}

/** ACCT-013 / ACCT-014: the book's address as the API takes it (approachType S or B, country and countryCode). */
export function addressToApi(address: Omit<BookAddress, 'id'> & { id?: string | undefined }) {
  const body = {
    addressId: address.id,
    shippingId: address.shippingId,
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    postalCode: address.postalCode,
    province: address.province,
    country: address.country,
    countryCode: address.country,
    email: address.email,
    phone: address.phone,
    phoneCode: address.phoneCode,
    approachType: address.type,
    main: address.main,
    subscriptions:
      address.newsletterConsent === undefined ? undefined : { newsletterConsent: address.newsletterConsent },
    recipientContactPhone: address.recipientContactPhone,
  }
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
}

/** The book split by type, each list main first. */
export function addressBook(list: readonly unknown[] | null | undefined) {
  const all = (list ?? []).flatMap((raw) => addressFromApi(raw) ?? [])
  const byType = (type: AddressType) =>
    all.filter((a) => a.type === type).sort((a, b) => Number(b.main) - Number(a.main))
  return { shipping: byType('S'), billing: byType('B') }
}
