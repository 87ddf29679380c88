import type { ApiClient } from '#app/platform/api/api.server.ts'
import {
  WARRANTY_PHOTO_FIELD,
  WarrantyCaseSchema,
  type WarrantyClaimFields,
} from '#app/domain/help/warranty.ts'

/**
 * POST /consumers-v3/consumer/warranty (FORM-022): creates a support case. The query carries the
 * site's country beside the locale every call carries; the body is multipart, the claim's fields and
 * its photos (decision 029).
 */
export function createWarrantyClaim(
  api: ApiClient,
  { country, fields, photos }: { country: string; fields: WarrantyClaimFields; photos: readonly File[] },
) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value)
  for (const photo of photos) body.append(WARRANTY_PHOTO_FIELD, photo, photo.name)
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/warranty',
    query: { country },
    body,
    schema: WarrantyCaseSchema,
  })
}
