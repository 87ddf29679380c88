import type { Address } from '#app/domain/cart/cart.ts'
import { priceCart } from '../cart/cart-pricing.ts'
import { apiError } from '../errors.ts'
import type { CartRecord, PickupContact } from '../state.ts'

/** Address rules shared by the shipping, billing and order calls. */

type Body = Record<string, unknown>

const REQUIRED = ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode'] as const
const PO_BOX = /\b(p\s*\.?\s*o\s*\.?\s*box|post\s+office\s+box)\b/i

const POSTAL_CODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** The country code of an address, upper case (`country` or `countryCode`). */
export function countryOf(address: Body): string | undefined {
  return (text(address.countryCode) ?? text(address.country))?.toUpperCase()
}

/**
 * An address with the fields every address needs, normalised (country and countryCode as the code),
 * or undefined when one is missing. Phone is checked separately: its absence has its own error code.
 */
export function parseAddress(raw: unknown): Address | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined
  const body = raw as Body
  const country = countryOf(body)
  if (!country || REQUIRED.some((key) => !text(body[key]))) return undefined
  const address = { ...body, country, countryCode: country } as Address
  for (const key of REQUIRED) address[key] = text(body[key])!
  return address
}

export function hasPhone(address: Address): boolean {
  return Boolean(address.phone && address.phone.replace(/\D/g, '').length >= 6)
}

export function isPoBox(address: Address): boolean {
  return PO_BOX.test(address.addressLine1) || PO_BOX.test(address.addressLine2 ?? '')
}

/** Whether the postal code has the shape of the country's codes (unknown countries pass). */
export function postalCodeFits(address: Address): boolean {
  const pattern = POSTAL_CODES[address.country]
  return !pattern || pattern.test(address.postalCode.trim())
}

/**
 * The shipping address of a POST …/shippingAddress body (A13: `{ addresses: [...], recaptcha_response }`),
 * checked in order: captcha AUT403, fields CHK320, PO box SHP500, phone SHP410, country PAY401.
 * Throws the error response.
 */
export function shippingAddressFrom(
  request: Request,
  body: Body | unknown[] | null,
  siteCountry: string,
): Address {
  const wrapped = body && !Array.isArray(body) ? body : { addresses: body ?? [] }
  if (!text(wrapped.recaptcha_response)) {
    throw apiError(request, 400, 'AUT403', 'Captcha failed: recaptcha_response is missing')
  }
  const list = Array.isArray(wrapped.addresses) ? (wrapped.addresses as unknown[]) : []
  const raw = list.find((a) => a && typeof a === 'object' && (a as Body).shippingId === 'me') ?? list[0]
  const address = parseAddress(raw)
  if (!address) throw apiError(request, 400, 'CHK320', 'Address invalid: a required field is missing')
  if (isPoBox(address)) throw apiError(request, 400, 'SHP500', 'We cannot deliver to a PO box')
  if (!hasPhone(address)) throw apiError(request, 400, 'SHP410', 'A phone number is required for delivery')
  if (address.country !== siteCountry) {
    throw apiError(request, 400, 'PAY401', `This site cannot ship to ${address.country}`)
  }
  return { ...address, shippingId: 'me', approachType: 'S' }
}

/** A billing address from a body that is the address or wraps it; throws BIL400 or BILL410. */
export function billingAddressFrom(request: Request, body: unknown): Address {
  const wrapper = body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {}
  const raw =
    wrapper.billingAddress ?? wrapper.address ?? (wrapper.addressLine1 !== undefined ? wrapper : undefined)
  const address = parseAddress(raw)
  if (!address) throw apiError(request, 400, 'BIL400', 'Billing address missing')
  if (!hasPhone(address)) throw apiError(request, 400, 'BILL410', 'Billing phone missing')
  return { ...address, approachType: 'B' }
}

/**
 * What a cart's lines need before an order (CHK-007): a home address for lines delivered home, a
 * pickup contact for lines collected at a store (pickup, ship to store), and a recipient email per
 * digital line.
 */
export function deliveriesOf(cart: CartRecord) {
  const lines = priceCart(cart).lines
  return {
    home: lines.some((l) => !l.product.isDigital && !l.line.storeId),
    pickup: lines.some((l) => !l.product.isDigital && Boolean(l.line.storeId)),
    digital: lines.filter((l) => l.product.isDigital).map((l) => l.line.id),
  }
}

function entries(body: Body | unknown[] | null): Body[] {
  const wrapped = body && !Array.isArray(body) ? body : { addresses: body ?? [] }
  const list = Array.isArray(wrapped.addresses) ? (wrapped.addresses as unknown[]) : []
  return list.filter((a): a is Body => Boolean(a) && typeof a === 'object' && !Array.isArray(a))
}

export function hasCaptcha(body: Body | unknown[] | null): boolean {
  return Boolean(body && !Array.isArray(body) && text(body.recaptcha_response))
}

/** The pickup contact of a shippingAddress body (the entry with shippingId `pickup`); CHK320 when incomplete. */
export function pickupContactFrom(request: Request, body: Body | unknown[] | null): PickupContact {
  const raw = entries(body).find((a) => a.shippingId === 'pickup') ?? {}
  const contact = {
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    phone: text(raw.phone),
  }
  if (!contact.firstName || !contact.lastName || !contact.email || !contact.phone) {
    throw apiError(
      request,
      400,
      'CHK320',
      'Address invalid: the pickup contact needs a name, email and phone',
    )
  }
  return contact as PickupContact
}

/** Digital lines' recipients (entries with shippingId `digital`, an itemId and an email), by item id. */
export function digitalRecipientsFrom(
  body: Body | unknown[] | null,
  itemIds: string[],
): Record<string, string> {
  const recipients: Record<string, string> = {}
  for (const entry of entries(body)) {
    const itemId = text(entry.itemId)
    const email = text(entry.email)
    if (entry.shippingId === 'digital' && itemId && email && itemIds.includes(itemId))
      recipients[itemId] = email
  }
  return recipients
}
