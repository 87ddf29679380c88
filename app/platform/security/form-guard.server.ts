import { data, type MiddlewareFunction } from 'react-router'
import { getEnv } from '#app/platform/env/env.server.ts'

/**
 * Bad bodies are the sender's fault, never ours (decision 043). Every action reads its post with
 * `request.formData()`, which throws a TypeError on a JSON or text body or a broken multipart one —
 * and an action that throws is a 500 with an error log. This root middleware reads every post first
 * and answers as HTTP says: 415 for a content type a form does not send, 413 for a body or a text
 * field past its limit, 400 for a body that does not parse. The answers are thrown as route error
 * responses, so the shopper gets the site's error page with that status and nothing is logged as an
 * error.
 */

export interface FormLimits {
  /** Largest url-encoded or file-less body, in bytes. */
  maxFormBytes: number
  /** Largest multipart body (uploads read their own files under their own, smaller limits). */
  maxUploadBytes: number
  /** Longest text field, in characters. */
  maxFieldChars: number
}

export type FormProblem = 'unsupported-type' | 'too-large' | 'field-too-large' | 'unreadable'

const STATUS: Record<FormProblem, number> = {
  'unsupported-type': 415,
  'too-large': 413,
  'field-too-large': 413,
  unreadable: 400,
}

/** The thrown answer for a body we refuse: the error boundary renders it with its status. */
export function refuseForm(problem: FormProblem): never {
  throw data({ problem }, { status: STATUS[problem] })
}

type FormKind = 'urlencoded' | 'multipart' | 'none'

/** What a form post's Content-Type says it is; `none` when there is no type (an empty post). */
export function formKind(contentType: string | null): FormKind | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (!type) return 'none'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'multipart/form-data') return 'multipart'
  return null
}

/** Reads a body stream up to `max` bytes; null when it is longer (the rest is not read). */
async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch {
      // The client went away or sent a broken chunked body.
      refuseForm('unreadable')
    }
    if (chunk.done) break
    size += chunk.value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(chunk.value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The post's bytes and form data under the limits, or the thrown 400/413/415 answer. */
export async function readFormSafely(
  request: Request,
  limits: FormLimits,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; form: FormData; contentType: string }> {
  const contentType = request.headers.get('content-type')
  const kind = formKind(contentType)
  if (kind === null) refuseForm('unsupported-type')
  const max = kind === 'multipart' ? limits.maxUploadBytes : limits.maxFormBytes
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > max) refuseForm('too-large')
  const bytes = await readBounded(request.body, max)
  if (bytes === null) refuseForm('too-large')
  if (kind === 'none') {
    // A post without a type and without a body is an empty form (a button with no fields); with bytes
    // it is something a form does not send.
    if (bytes.byteLength) refuseForm('unsupported-type')
    return { bytes, form: new FormData(), contentType: URLENCODED }
  }
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType! } }).formData()
  } catch {
    refuseForm('unreadable')
  }
  for (const value of form.values()) {
    if (typeof value === 'string' && value.length > limits.maxFieldChars) refuseForm('field-too-large')
  }
  return { bytes, form, contentType: contentType! }
}

const URLENCODED = 'application/x-www-form-urlencoded'

/** The limits from the environment. */
export function formLimits(): FormLimits {
  const env = getEnv()
  return {
    maxFormBytes: env.MAX_FORM_BYTES,
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    maxFieldChars: env.MAX_FIELD_CHARS,
  }
}

const READS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The endpoints that are not forms: the beacon endpoint takes JSON or text from `sendBeacon` and reads
 * it itself, under its own size limit, answering 400/413 (decision 038).
 */
const OWN_BODY = /^\/[^/]+\/api\/beacon$/

export function readsItsOwnBody(pathname: string): boolean {
  return OWN_BODY.test(pathname)
}

/**
 * Reads the post once, under the limits, before any action runs, and refuses a bad one. A good one is
 * handed on as it came: React Router builds the action's request from this request's `body` stream,
 * so `body` gives the bytes again (upload actions stream them under their own limits), and
 * `formData()` here gives the form that was read.
 */
export async function guardRequestBody(request: Request, limits: FormLimits = formLimits()) {
  if (!READS_BODY.has(request.method) || readsItsOwnBody(new URL(request.url).pathname)) return
  const { bytes, contentType } = await readFormSafely(request, limits)
  // A post with no body and no type reads as an empty form, here and in the request built from this one.
  if (!request.headers.get('content-type')) request.headers.set('content-type', contentType)
  Object.defineProperties(request, {
    body: { configurable: true, get: () => new Blob([bytes]).stream() },
    formData: {
      configurable: true,
      value: () => new Response(bytes, { headers: { 'Content-Type': contentType } }).formData(),
    },
  })
}

/** The root middleware: first in the chain, so no action reads a body that was not checked. */
export const formGuardMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  await guardRequestBody(request)
  return next()
}
