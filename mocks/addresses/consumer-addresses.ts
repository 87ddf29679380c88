import { http, HttpResponse } from 'msw'
import type { Address } from '#app/domain/cart/cart.ts'
import {
  addressTypeOf,
  BookAddressSchema,
  withAddedAddress,
  withMainAddress,
  withoutAddress,
} from '#app/domain/checkout/saved-addresses.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { accountOf, updateAccount } from '../customers/consumers.ts'
import { apiError, readJson } from '../errors.ts'
import { db, nextId, type ConsumerRecord } from '../state.ts'

/**
 * A registered shopper's address book (000 §7 Consumer; ACCT-018…020): add, update and delete, with the
 * book's main rules (ACCT-016, ACCT-017) from the storefront's own model. A new id starts with its type
 * (S… shipping, B… billing: ACCT-015). The same address twice is CCA400; an id that is not this
 * consumer's is CCA401 with 404, so one consumer cannot learn or touch another's (IDOR). PRO414 (a
 * billing address delete that fails) is scripted through the control endpoints.
 */

function ownRecord(request: Request): ConsumerRecord {
  const principal = requirePrincipal(request)
  const record = principal.consumerNo ? db.consumers.get(principal.consumerNo) : undefined
  if (principal.type !== 'Registered' || !record)
    throw apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  return record
}

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/** The same person at the same place, of the same type. */
function duplicates(a: Address, b: Address): boolean {
  return (
    addressTypeOf(a) === addressTypeOf(b) &&
    (['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'postalCode'] as const).every((k) =>
      same(a[k], b[k]),
    )
  )
}

/** The body's address, or an error answer when a required field is missing. */
async function addressOf(request: Request): Promise<Address | Response> {
  const body = (await readJson(request)) ?? {}
  const parsed = BookAddressSchema.safeParse(body.address ?? body)
  if (!parsed.success) return apiError(request, 400, 'CHK320', 'The address is missing required fields')
  return parsed.data
}

function notFound(request: Request, id: string) {
  return apiError(request, 404, 'CCA401', `Invalid address id ${id}`)
}

export const handlers = [
  // ACCT-018: the answer's addressId is the one the book keeps.
  http.post('*/consumers-v3/consumer/address', async ({ request }) => {
    const record = ownRecord(request)
    const address = await addressOf(request)
    if (address instanceof Response) return address
    const type = address.approachType === 'B' ? 'B' : 'S'
    const book = accountOf(record).addresses
    const added: Address = { ...address, approachType: type, addressId: nextId(type) }
    if (book.some((a) => duplicates(a, added)))
      return apiError(request, 400, 'CCA400', 'This address already exists')
    const next = withAddedAddress(book, added)
    updateAccount(record, { addresses: next })
    return HttpResponse.json({ addressId: added.addressId, address: next.at(-1) })
  }),

  // ACCT-019: the id keeps the type; `main: true` makes it main within its type (ACCT-017).
  http.put('*/consumers-v3/consumer/address/:addressId', async ({ request, params }) => {
    const record = ownRecord(request)
    const id = String(params.addressId)
    const book = accountOf(record).addresses
    const current = book.find((a) => a.addressId === id)
    if (!current) return notFound(request, id)
    const address = await addressOf(request)
    if (address instanceof Response) return address
    const updated: Address = {
      ...address,
      addressId: id,
      approachType: addressTypeOf(current),
      main: current.main === true,
    }
    if (book.some((a) => a.addressId !== id && duplicates(a, updated)))
      return apiError(request, 400, 'CCA400', 'This address already exists')
    let next = book.map((a) => (a.addressId === id ? updated : a))
    if (address.main === true) next = withMainAddress(next, id)
    updateAccount(record, { addresses: next })
    return HttpResponse.json({ addressId: id, address: next.find((a) => a.addressId === id) })
  }),

  // ACCT-020
  http.delete('*/consumers-v3/consumer/address/:addressId', ({ request, params }) => {
    const record = ownRecord(request)
    const id = String(params.addressId)
    const book = accountOf(record).addresses
    if (!book.some((a) => a.addressId === id)) return notFound(request, id)
    updateAccount(record, { addresses: withoutAddress(book, id) })
    return HttpResponse.json({ success: true })
  }),
]
