import { http, HttpResponse } from 'msw'
import { findProduct } from './seed/catalog.ts'
import { apiError, readJson } from '../errors.ts'
import { db, nextId, type NotificationRecord } from '../state.ts'

/**
 * PUT /products/v1/notifications (CAT-011): a back-in-stock registration. The spec names the call and
 * no body; ours is `{ type: "BackInStock", productId, upc, email, locale? }`. Registering the same
 * email for the same variant twice is not an error and keeps one record.
 */

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export const handlers = [
  http.put('*/products/v1/notifications', async ({ request }) => {
    const body = await readJson<Record<string, unknown>>(request)
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
    const productId = typeof body?.productId === 'string' ? body.productId : ''
    const upc = typeof body?.upc === 'string' ? body.upc : ''
    if (!EMAIL.test(email)) return apiError(request, 400, 'API400', 'A valid email is required')
    const product = findProduct(productId)
    if (!product) return apiError(request, 404, 'API404', 'Product not found')
    if (!product.variants.some((v) => v.upc === upc))
      return apiError(request, 400, 'API400', 'The upc is not a variant of the product')
    let record = db.notifications.find((n) => n.email === email && n.upc === upc)
    if (!record) {
      record = {
        id: nextId('ntf'),
        type: typeof body?.type === 'string' ? body.type : 'BackInStock',
        productId,
        upc,
        email,
        locale: typeof body?.locale === 'string' ? body.locale : undefined,
        createdAt: new Date().toISOString(),
      } satisfies NotificationRecord
      db.notifications.push(record)
    }
    return HttpResponse.json({ id: record.id, status: 'registered' })
  }),

  // Control: the registrations so far.
  http.get('*/__emulator/notifications', () => HttpResponse.json(db.notifications)),
]
