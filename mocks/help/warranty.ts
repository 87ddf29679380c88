import { http, HttpResponse } from 'msw'
import {
  isWarrantyPhotoType,
  MAX_WARRANTY_PHOTO_BYTES,
  MAX_WARRANTY_PHOTOS,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_PHOTO_FIELD,
  type WarrantyCase,
} from '#app/domain/help/warranty.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { apiError } from '../errors.ts'
import { helpStore } from './help-store.ts'
import { nextId } from '../state.ts'

/**
 * Warranty (001 §7): POST /consumers-v3/consumer/warranty creates a support case from a multipart
 * form (the claim's fields and its photos), with the locale and the country in the query. The claim
 * is recorded with its photos' names, types and sizes (not their bytes) and answered with a case
 * number (`WC-000001`…). Bad input answers 400 API400 naming what is wrong; another body type 415.
 */

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
const DAY = 24 * 60 * 60 * 1000

function isPastOrToday(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const time = Date.parse(`${date}T00:00:00Z`)
  // One day of grace for shoppers east of UTC, as the storefront allows.
  return Number.isFinite(time) && time <= Date.now() + DAY
}

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

export const handlers = [
  http.post('*/consumers-v3/consumer/warranty', async ({ request }) => {
    const principal = requirePrincipal(request)
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data'))
      return apiError(request, 415, 'API415', 'The warranty claim is a multipart/form-data post')
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return apiError(request, 400, 'API400', 'The multipart body could not be read')
    }
    const missing = ['product', 'purchaseDate', 'description', 'email'].filter((name) => !field(form, name))
    if (missing.length) return apiError(request, 400, 'API400', `Missing fields: ${missing.join(', ')}`)
    if (!EMAIL.test(field(form, 'email')))
      return apiError(request, 400, 'API400', 'A valid email is required')
    if (!isPastOrToday(field(form, 'purchaseDate')))
      return apiError(request, 400, 'API400', 'The purchase date must be a past date (YYYY-MM-DD)')
    if (field(form, 'description').length > WARRANTY_DESCRIPTION_MAX)
      return apiError(request, 400, 'API400', 'The description is too long')
    const photos = form
      .getAll(WARRANTY_PHOTO_FIELD)
      .filter((value): value is File => typeof value !== 'string')
    if (photos.length > MAX_WARRANTY_PHOTOS)
      return apiError(request, 400, 'API400', `At most ${MAX_WARRANTY_PHOTOS} photos`)
    const bad = photos.find((photo) => !isWarrantyPhotoType(photo) || photo.size > MAX_WARRANTY_PHOTO_BYTES)
    if (bad) return apiError(request, 400, 'API400', `Photo ${bad.name} is not an image within the limits`)
    const url = new URL(request.url)
    const caseNumber = nextId('WC')
    helpStore.warrantyClaims.push({
      caseNumber,
      consumerNo: principal.consumerNo,
      query: Object.fromEntries(url.searchParams),
      product: field(form, 'product'),
      purchaseDate: field(form, 'purchaseDate'),
      description: field(form, 'description'),
      orderNumber: field(form, 'orderNumber') || undefined,
      email: field(form, 'email'),
      photos: photos.map(({ name, type, size }) => ({ name, type, size })),
      receivedAt: new Date().toISOString(),
    })
    return HttpResponse.json({ caseNumber } satisfies WarrantyCase)
  }),

  // Control: the claims received so far.
  http.get('*/__emulator/warranty-claims', () => HttpResponse.json(helpStore.warrantyClaims)),
]
