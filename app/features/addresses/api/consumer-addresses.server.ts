import { z } from 'zod'
import type { ApiClient } from '../../../platform/api/api.server.ts'
import { CALL_TEMPLATES, callPath } from '#app/platform/api/call-templates.ts'

/** The address book's calls (000 §7 Consumer); the book itself is read with the profile (getProfile). */

const SavedResponseSchema = z.looseObject({ addressId: z.string() })

/** ACCT-018: POST /consumers-v3/consumer/address; the answer's addressId is the new address's. */
export function addAddress(api: ApiClient, address: Record<string, unknown>) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/address',
    body: address,
    schema: SavedResponseSchema,
  })
}

/** ACCT-019: PUT /consumers-v3/consumer/address/{addressId} (with `main: true` it becomes main, ACCT-017). */
export function updateAddress(api: ApiClient, addressId: string, address: Record<string, unknown>) {
  return api.request({
    method: 'PUT',
    path: callPath(CALL_TEMPLATES.consumerAddress, { addressId }),
    body: address,
    schema: z.looseObject({}),
  })
}

/** ACCT-020: DELETE /consumers-v3/consumer/address/{addressId}. */
export function deleteAddress(api: ApiClient, addressId: string) {
  return api.request({
    method: 'DELETE',
    path: callPath(CALL_TEMPLATES.consumerAddress, { addressId }),
    schema: z.looseObject({}),
  })
}
