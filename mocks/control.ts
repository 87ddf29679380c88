import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import { botDefenceRefusal } from './identity/bot-protection.ts'
import { sendChangeEvent } from './change-events.ts'
import { publishDocument } from './content/content-store.ts'
import { findProduct, findVariant, priceFor } from './catalog/seed/catalog.ts'
import { changePrice } from './catalog/seed/price-changes.ts'
import { apiError, readJson } from './errors.ts'
import { CURRENCIES, type Currency } from './locale.ts'
import { db, nextId, resetState, type CapturedRequest, type Fault } from './state.ts'
import { getStock, setStock } from './catalog/stock.ts'

/**
 * The emulator's own endpoints (`/__emulator/*`), plus the catch-all that runs before every service:
 * it records the request, applies an injected fault, and enforces the access key header.
 */

/**
 * Captured requests kept; older ones are dropped so a long-running emulator (a soak, a long end-to-end
 * run) does not grow forever (decision 053).
 */
export const MAX_CAPTURED = 2000

/** Card data typed on the provider's page never lands in the capture log. */
const REDACTED_FIELDS = new Set(['cardNumber', 'cvc'])

function isControlPath(path: string) {
  return /\/__emulator(\/|$)/.test(path)
}

/**
 * The artwork the pages show (images, videos and their tracks, Cloudinary's deliveries): the browser
 * asks for it, with no key.
 */
function isMediaPath(path: string) {
  return /\/(images|videos)\/|\/__cloudinary\//.test(path)
}

/**
 * Browser-facing pages and scripts carry no API key: the hosted payment page, the captcha's and the
 * gallery widgets' scripts and the social media host's photo pages, nor the experimentation provider's CDN datafile and
 * event log (the provider's SDK sends none). The customer-data platform (`/cdp/`) checks its own key.
 */
function isKeyExempt(path: string) {
  return (
    /\/__provider\/|\/__ugc\/|\/__captcha\/|\/social\/(widget\.js$|m\/)|\/cdp\/|\/cdn\/datafiles\/|\/logx\/v1\/events$/.test(
      path,
    ) || isMediaPath(path)
  )
}

/** A multipart body as its fields, files by name, type and size: uploads' bytes are not kept. */
async function multipartFields(request: Request): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown[]> = {}
  for (const [key, value] of await request.clone().formData()) {
    const entry = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size }
    ;(fields[key] ??= []).push(entry)
  }
  return Object.fromEntries(
    Object.entries(fields).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  )
}

async function capturedBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return multipartFields(request).catch(() => '[unreadable multipart body]')
  }
  const text = await request.clone().text()
  if (!text) return null
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) {
    const fields: Record<string, string> = {}
    for (const [key, value] of new URLSearchParams(text)) {
      fields[key] = REDACTED_FIELDS.has(key) ? '[redacted]' : value
    }
    return fields
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? values[0]! : values
  }
  return query
}

async function capture(request: Request, url: URL) {
  const entry: CapturedRequest = {
    method: request.method,
    path: url.pathname,
    query: queryObject(url),
    headers: Object.fromEntries(request.headers),
    body: await capturedBody(request),
    at: new Date().toISOString(),
  }
  db.requests.push(entry)
  if (db.requests.length > MAX_CAPTURED) db.requests.splice(0, db.requests.length - MAX_CAPTURED)
}

function matchingFault(method: string, path: string): Fault | undefined {
  return db.faults.find((f) => f.pattern.test(path) && (!f.method || f.method === method))
}

/** Resolves when the client goes away; a timeout fault then has nobody left to answer. */
function aborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve()
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
}

async function applyFault(request: Request, fault: Fault): Promise<Response | undefined> {
  if (fault.times !== undefined) {
    fault.times -= 1
    if (fault.times <= 0) db.faults = db.faults.filter((f) => f !== fault)
  }
  if (fault.latencyMs) await delay(fault.latencyMs)
  if (fault.timeout) {
    await Promise.race([delay('infinite'), aborted(request.signal)])
    return HttpResponse.error()
  }
  if (fault.reset) return HttpResponse.error()
  if (fault.malformed)
    return new HttpResponse('{"truncated": <html>Bad gateway', {
      status: fault.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  if (fault.body !== undefined) return HttpResponse.json(fault.body, { status: fault.status ?? 200 })
  if (fault.status !== undefined || fault.errorId !== undefined) {
    const status = fault.status ?? 500
    return apiError(request, status, fault.errorId ?? 'GEN500', fault.message ?? `Injected fault (${status})`)
  }
  return undefined
}

function parseFault(body: Record<string, unknown> | null): Fault | string {
  if (!body || typeof body.path !== 'string' || !body.path)
    return 'A fault needs "path", a regular expression'
  let pattern: RegExp
  try {
    pattern = new RegExp(body.path)
  } catch {
    return `"path" is not a valid regular expression: ${body.path}`
  }
  const fault: Fault = { id: nextId('flt'), path: body.path, pattern }
  if (typeof body.method === 'string') fault.method = body.method.toUpperCase()
  if (typeof body.status === 'number') fault.status = body.status
  if (typeof body.errorId === 'string') fault.errorId = body.errorId
  if (typeof body.message === 'string') fault.message = body.message
  if (body.body && typeof body.body === 'object') fault.body = body.body
  if (typeof body.latencyMs === 'number' && body.latencyMs > 0) fault.latencyMs = body.latencyMs
  if (body.timeout === true) fault.timeout = true
  if (body.malformed === true) fault.malformed = true
  if (body.reset === true) fault.reset = true
  if (typeof body.times === 'number' && body.times > 0) fault.times = Math.floor(body.times)
  if (fault.status !== undefined && (fault.status < 100 || fault.status > 599))
    return '"status" must be 100-599'
  return fault
}

/** A fault as JSON: the compiled pattern stays internal. */
function faultJson({ pattern: _pattern, ...fault }: Fault) {
  return fault
}

const PriceChangeSchema = z.object({
  productId: z.string(),
  prices: z
    .partialRecord(z.enum(CURRENCIES as [Currency, ...Currency[]]), z.number().positive())
    .refine((prices) => Object.keys(prices).length > 0),
})

const PublishSchema = z
  .object({
    documentId: z.string().min(1),
    blocks: z.record(z.string(), z.record(z.string(), z.string())).optional(),
    draft: z.boolean().optional(),
  })
  .refine((body) => body.draft || Object.keys(body.blocks ?? {}).length > 0)

/** What the gate decided to answer, handed from its predicate to its resolver. */
const gateAnswers = new WeakMap<Request, Response>()

/**
 * Captures the request, applies a fault, enforces the access key. It runs as the gate's predicate so
 * that the gate only "matches" when it answers: a request it lets through and no service handles stays
 * unhandled for MSW (`onUnhandledRequest: 'error'` still fails a test) instead of passing through.
 */
async function gate({ request }: { request: Request }): Promise<boolean> {
  const url = new URL(request.url)
  const path = url.pathname
  if (isControlPath(path)) return false
  if (!isMediaPath(path)) await capture(request, url)
  const fault = matchingFault(request.method, path)
  let answer = fault ? await applyFault(request, fault) : undefined
  if (!answer && !isKeyExempt(path) && !request.headers.get('x-api-key')) {
    answer = apiError(request, 400, 'API400', 'Missing client id: the x-api-key header is required')
  }
  // PLAT-025: a bot-protection token the service did not issue is refused as bot defence refuses.
  answer ??= botDefenceRefusal(request)
  if (!answer) return false
  gateAnswers.set(request, answer)
  return true
}

export const controlHandlers = [
  http.all(gate, ({ request }) => gateAnswers.get(request)),

  http.post('*/__emulator/reset', () => {
    resetState()
    return HttpResponse.json({ ok: true })
  }),

  http.post('*/__emulator/faults', async ({ request }) => {
    const fault = parseFault(await readJson(request))
    if (typeof fault === 'string') return apiError(request, 400, 'API400', fault)
    db.faults.push(fault)
    return HttpResponse.json(faultJson(fault), { status: 201 })
  }),

  http.get('*/__emulator/faults', () => HttpResponse.json(db.faults.map(faultJson))),

  http.delete('*/__emulator/faults', () => {
    const cleared = db.faults.length
    db.faults = []
    return HttpResponse.json({ cleared })
  }),

  // Stock of one variant, e.g. to sell a cart's item out before the shopper comes back (CART-059).
  http.post('*/__emulator/stock', async ({ request }) => {
    const body = (await readJson<{ upc?: unknown; quantity?: unknown }>(request)) ?? {}
    const upc = typeof body.upc === 'string' ? body.upc : ''
    if (!setStock(upc, typeof body.quantity === 'number' ? body.quantity : NaN)) {
      return apiError(
        request,
        400,
        'API400',
        'A known "upc" and a whole "quantity" of 0 or more are required',
      )
    }
    // The stock service tells the storefront, which purges the pages showing the variant.
    const event = await sendChangeEvent({
      type: 'product.stock.changed',
      data: { productId: findVariant(upc)!.product.id, variantIds: [upc] },
    })
    return HttpResponse.json({ upc, quantity: getStock(upc), event })
  }),

  // A product's selling price in some currencies, as a price book change would; then its event.
  http.post('*/__emulator/prices', async ({ request }) => {
    const parsed = PriceChangeSchema.safeParse(await readJson(request))
    const product = parsed.success ? findProduct(parsed.data.productId) : undefined
    if (!parsed.success || !product) {
      return apiError(
        request,
        400,
        'API400',
        'A known "productId" and "prices" by currency (e.g. { "USD": 89.99 }), each above 0, are required',
      )
    }
    changePrice(product.id, parsed.data.prices)
    const event = await sendChangeEvent({
      type: 'product.price.changed',
      data: { productId: product.id, variantIds: product.variants.map((variant) => variant.upc) },
    })
    const prices = Object.fromEntries(CURRENCIES.map((currency) => [currency, priceFor(product, currency)]))
    return HttpResponse.json({ productId: product.id, prices, event })
  }),

  // An editor publishes a content document: changed block fields and/or its draft made live.
  http.post('*/__emulator/content/publish', async ({ request }) => {
    const parsed = PublishSchema.safeParse(await readJson(request))
    if (!parsed.success) {
      return apiError(
        request,
        400,
        'API400',
        'A "documentId", and "blocks" ({ blockId: { field: text } }) or "draft": true, are required',
      )
    }
    const { documentId, ...change } = parsed.data
    const refused = publishDocument(documentId, change)
    if (refused) return apiError(request, 400, 'API400', refused)
    const event = await sendChangeEvent({ type: 'content.published', data: { documentId } })
    return HttpResponse.json({ documentId, event })
  }),

  http.get('*/__emulator/orders', () => HttpResponse.json(db.orders)),

  http.get('*/__emulator/requests', () => HttpResponse.json(db.requests)),

  http.delete('*/__emulator/requests', () => {
    const cleared = db.requests.length
    db.requests = []
    return HttpResponse.json({ cleared })
  }),
]
