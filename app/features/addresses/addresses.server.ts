import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { requireSignedIn } from '#app/features/identity/index.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import { accountAddressesPath } from '#app/domain/paths/self-service-paths.ts'
import {
  addressBook,
  addressToApi,
  type AddressType,
  type BookAddress,
} from '#app/domain/checkout/saved-addresses.ts'
import {
  addAddress,
  deleteAddress,
  updateAddress,
} from '#app/features/addresses/api/consumer-addresses.server.ts'
import { getProfile } from '#app/features/customers/index.server.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import {
  accountAddressSchema,
  DeleteAddressSchema,
  MakeMainAddressSchema,
} from '#app/features/addresses/schemas/account-address.ts'
import { addressRulesFor } from '#app/features/address-rules/index.server.ts'
import { ADDRESS_INTENTS } from './intents.ts'
import { shownAddress } from '#app/validation/phone.ts'

/**
 * The address book's loaders and actions (ACCT-006, ACCT-016…020). The book is the profile's address
 * list, the same one checkout offers; nothing changes here until the upstream call has succeeded, and
 * every id is the shopper's own as the service scopes it (another's is CCA401).
 */

/** The signed-in shopper's book (shipping and billing, main first) and the profile's email. */
export async function loadAddressBook(shopper: Shopper, request: Request) {
  requireSignedIn(shopper, request)
  const profile = await getProfile(shopper.api)
  const { shipping, billing } = addressBook(profile.consumerDetails.address)
  // The phones as the shopper reads them (national format), in the list and the edit form alike.
  return {
    shipping: shipping.map((address) => shownAddress(address, shopper.locale.locale)),
    billing: billing.map((address) => shownAddress(address, shopper.locale.locale)),
    email: profile.consumerDetails.email,
  }
}

/** One address of the shopper's book, or a 404 thrown as a response. */
export async function loadBookAddress(shopper: Shopper, request: Request, addressId: string) {
  const book = await loadAddressBook(shopper, request)
  const address = [...book.shipping, ...book.billing].find((a) => a.id === addressId)
  // As an unknown order is: the editors' page for a missing one, titled as every missing page is.
  if (!address) return throwNotFound(shopper)
  return { address, email: book.email }
}

function failure(error: unknown, t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  return { message: errorMessage(error.errorId, error.message, t), status: error.status === 404 ? 404 : 400 }
}

/**
 * Add (no `addressId`; the form names the type) or edit an address with the checkout's rules for its
 * type. What was typed comes back with the errors; an upstream error shows above the form.
 */
export async function saveAddressAction(
  request: Request,
  shopper: Shopper,
  t: TFunction,
  addressId?: string,
) {
  requireSignedIn(shopper, request)
  const { site, locale } = shopper.locale
  const form = await request.formData()
  if (!isIntent(form, ADDRESS_INTENTS.saveAddress)) return badRequest()
  let current: BookAddress | undefined
  let type: AddressType
  if (addressId) {
    current = (await loadBookAddress(shopper, request, addressId)).address
    type = current.type
  } else {
    const posted = form.get('addressType')
    if (posted !== 'S' && posted !== 'B') return badRequest('Unknown address type')
    type = posted
  }
  const rules = await addressRulesFor(shopper)
  const submission = parseWithZod(form, { schema: accountAddressSchema(type, { ...site, rules }) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { main, ...typed } = submission.value
  const body = addressToApi({
    ...current,
    ...typed,
    // A billing address is typed without an email; an email it had stays.
    email: typed.email ?? current?.email,
    id: addressId,
    type,
    country: site.country,
    main: current?.main === true || main === true,
  })
  try {
    if (addressId) await updateAddress(shopper.api, addressId, body)
    else await addAddress(shopper.api, body)
  } catch (error) {
    const { message, status } = failure(error, t)
    return data({ result: submission.reply({ formErrors: [message] }) }, { status })
  }
  return redirectWithToast(accountAddressesPath(locale), {
    type: 'success',
    title: t(addressId ? 'addressBook.updated' : 'addressBook.added', { ns: 'addressBook' }),
  })
}

/** ACCT-017: the list page's post that makes one address the main one of its type. */
export async function addressBookAction(request: Request, shopper: Shopper, t: TFunction) {
  requireSignedIn(shopper, request)
  const form = await request.formData()
  if (!isIntent(form, ADDRESS_INTENTS.makeMainAddress)) return badRequest()
  const submission = parseWithZod(form, { schema: MakeMainAddressSchema })
  if (submission.status !== 'success') return badRequest('Missing address')
  const id = submission.value.addressId
  const book = await loadAddressBook(shopper, request)
  const address = [...book.shipping, ...book.billing].find((a) => a.id === id)
  if (!address)
    return data(
      { result: submission.reply({ formErrors: [errorMessage('CCA401', undefined, t)] }) },
      { status: 404 },
    )
  try {
    await updateAddress(shopper.api, id, addressToApi({ ...address, main: true }))
  } catch (error) {
    const { message, status } = failure(error, t)
    return data({ result: submission.reply({ formErrors: [message] }) }, { status })
  }
  return redirectWithToast(accountAddressesPath(shopper.locale.locale), {
    type: 'success',
    title: t('addressBook.madeMain', { ns: 'addressBook' }),
  })
}

/** ACCT-006 / ACCT-020: the confirmed delete; on failure the address stays and the error shows. */
export async function deleteAddressAction(
  request: Request,
  shopper: Shopper,
  t: TFunction,
  addressId: string,
) {
  requireSignedIn(shopper, request)
  const form = await request.formData()
  if (!isIntent(form, ADDRESS_INTENTS.deleteAddress)) return badRequest()
  const submission = parseWithZod(form, { schema: DeleteAddressSchema })
  try {
    await deleteAddress(shopper.api, addressId)
  } catch (error) {
    const { message, status } = failure(error, t)
    return data({ result: submission.reply({ formErrors: [message] }) }, { status })
  }
  return redirectWithToast(accountAddressesPath(shopper.locale.locale), {
    type: 'success',
    title: t('addressBook.deleted', { ns: 'addressBook' }),
  })
}
