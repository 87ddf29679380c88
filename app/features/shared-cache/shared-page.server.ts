import type { MiddlewareFunction } from 'react-router'
import { requestInfoContext } from '#app/context.server.ts'
import { GUEST_CACHEABLE } from '#app/platform/cache/cache-policy.ts'
import { resolveLocale } from '#app/domain/market/site.ts'
import {
  cacheTagHeader,
  headerKeys,
  localeKey,
  surrogateKeyHeader,
} from '#app/platform/cache/surrogate-keys.ts'
import { collectingKeys } from '#app/platform/cache/surrogate-keys.server.ts'
import { SCRIPT_HASHES_HEADER, withoutNonce } from '#app/platform/http/shareable-document.server.ts'
import { listenForPurges } from './purge.server.ts'

/**
 * The outermost step of a shopper request (decision 069). It collects what the page is built from
 * while it is made, and once the page is known to be shareable (public, after the root middleware's
 * rules), it waits for the whole document — the deferred parts included, within the render's own
 * deadline — and then writes its surrogate keys (`Surrogate-Key`, `Cache-Tag`) and swaps its CSP nonce
 * for the hashes of its inline scripts. A private page streams as before, with its nonce and no keys.
 */
export const sharedPageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  listenForPurges()
  const keys = new Set<string>()
  const locale = resolveLocale(new URL(request.url).pathname.split('/')[1])
  if (locale) keys.add(localeKey(locale.locale))
  const response = await collectingKeys(keys, () => next())
  if (response.headers.get('Cache-Control') !== GUEST_CACHEABLE) return response
  const html = Boolean(response.headers.get('Content-Type')?.startsWith('text/html'))
  const { nonce } = context.get(requestInfoContext)
  let body: BodyInit | null = null
  if (response.body) {
    const bytes = await response.arrayBuffer()
    // Read as a whole: the last deferred part has added its keys by now.
    if (html) {
      const document = withoutNonce(new TextDecoder().decode(bytes), nonce)
      body = document.html
      response.headers.set(SCRIPT_HASHES_HEADER, document.hashes.join(' '))
    } else body = bytes
  }
  const named = headerKeys(keys)
  response.headers.set('Surrogate-Key', surrogateKeyHeader(named))
  response.headers.set('Cache-Tag', cacheTagHeader(named))
  response.headers.delete('Content-Length')
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}
