import { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '#app/context.server.ts'
import { documentValuesContext } from '#app/document-values.server.ts'
import type { DocumentValue } from '#app/domain/page/document-value.ts'
import type { Block } from '#app/domain/content/content.ts'
import type { ShownSearch, ShownTile } from '#app/domain/catalog/product.ts'
import { isKeptBlock, type KeptLists, type ListedBlock } from '#app/blocks/block.ts'
import { shopperMiddleware } from '#app/shopper-middleware.server.ts'
import { i18nextMiddleware } from '#app/i18next.server.ts'
import { visitorIdMiddleware } from '#app/features/personalisation/visitor-id.server.ts'
import { getSession, readToast } from '#app/sessions.server.ts'
import { backgroundSettled } from '#app/platform/process/background.server.ts'
import { guardRequestBody } from '#app/platform/security/form-guard.server.ts'

type Args = { request: Request; context: RouterContextProvider; params: Record<string, string | undefined> }
// Loaders and actions each take their own generated args type; the harness builds the shared shape.
type RouteFn = (args: never) => unknown

export interface RouteResult<T> {
  /** The loader's or action's return value, or undefined when it threw a Response. */
  data: T | undefined
  /** The Response it threw or returned (redirects, 404s, data() with status), if any. */
  response: Response | undefined
  /** Set-Cookie values the request ended with. */
  cookies: string[]
  status: number
  /**
   * A value the loader gave with `forDocument` (decision 086), as the server renders the document: from
   * the data when it came with it, else from the values the request kept for its render.
   */
  documentValue: <V>(held: DocumentValue<V> | null | undefined) => V | undefined
  /** A page's blocks as the server renders the document: those kept for it (decision 086) in full. */
  blocks: (list: readonly ListedBlock[]) => Block[]
}

/**
 * Runs a loader or action the way React Router does for one request: the root middleware (session,
 * locale, guest token, API client, i18n) around it, against the in-process emulator. It returns once
 * the work the request left running in the background has settled, so the calls it made are all in
 * the emulator's log.
 */
export async function runRoute<T>(
  fn: RouteFn,
  request: Request,
  params: Record<string, string | undefined> = {},
) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'test-request', nonce: 'test-nonce' })
  let result: unknown
  let thrown: Response | undefined
  const args = { request, context, params, unstable_pattern: '' } as unknown as Parameters<
    typeof shopperMiddleware
  >[0]
  let final: Response
  try {
    // The root middleware's first step: a bad body is refused before any action reads it.
    await guardRequestBody(request)
    final = (await shopperMiddleware(
      args,
      () =>
        i18nextMiddleware(
          args,
          () =>
            visitorIdMiddleware(args, async () => {
              try {
                result = await fn({ request, context, params } as Args as never)
              } catch (error) {
                if (error instanceof Response) thrown = error
                else if (isDataWithResponseInit(error))
                  thrown = new Response(JSON.stringify(error.data), error.init ?? undefined)
                else throw error
              }
              const returned =
                result instanceof Response ? result : isDataWithResponseInit(result) ? result : undefined
              if (returned instanceof Response) return returned
              if (returned) return new Response(JSON.stringify(returned.data), returned.init ?? undefined)
              return thrown ?? new Response(null, { status: 200 })
            }) as Promise<Response>,
        ) as Promise<Response>,
    )) as Response
  } catch (error) {
    if (isDataWithResponseInit(error))
      final = new Response(JSON.stringify(error.data), error.init ?? undefined)
    else if (error instanceof Response) final = error
    else throw error
  }
  // What the request started in the background (decide calls) has reached the emulator too.
  await backgroundSettled()
  const documentValue = <V>(held: DocumentValue<V> | null | undefined) =>
    held
      ? (held.value ?? (context.get(documentValuesContext)?.get(held.version) as V | undefined))
      : undefined
  const response =
    thrown ?? (result instanceof Response ? result : undefined) ?? (final.status !== 200 ? final : undefined)
  return {
    data: (isDataWithResponseInit(result) ? result.data : result instanceof Response ? undefined : result) as
      | T
      | undefined,
    response: response ?? final,
    cookies: final.headers.getSetCookie(),
    status: final.status,
    documentValue,
    blocks: (list: readonly ListedBlock[]) =>
      list.map((block) =>
        isKeptBlock(block) ? documentValue(block.kept)! : withKeptLists(block, documentValue),
      ),
  } satisfies RouteResult<T>
}

/** An interactive block with the lists its data keeps for the document (decision 099) in full. */
function withKeptLists(block: Block, read: <V>(held: DocumentValue<V> | undefined) => V | undefined): Block {
  const lists = (block as { keptLists?: KeptLists }).keptLists
  if (!lists) return block
  const { keptLists: _kept, ...rest } = block as Block & { keptLists?: KeptLists }
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(lists).map(([field, list]) => [field, read(list)])),
  } as Block
}

type TiledSearch<S> = S extends ShownSearch ? Omit<S, 'products'> & { products: ShownTile[] } : S

/**
 * A listing's result with its tiles as the server renders the document: the page's data carries them
 * for the document's markup alone (decision 100).
 */
export function withTiles<T extends { search: ShownSearch | null }>(
  result: RouteResult<T>,
): RouteResult<Omit<T, 'search'> & { search: TiledSearch<T['search']> }> {
  const search = result.data?.search
  if (!result.data || !search) return result as never
  const products = [...(result.documentValue(search.products) ?? [])]
  return { ...result, data: { ...result.data, search: { ...search, products } } } as never
}

function isDataWithResponseInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    'init' in value &&
    (value as { type?: string }).type === 'DataWithResponseInit'
  )
}

/** A cookie jar that carries Set-Cookie values from one request to the next, as a browser would. */
export class CookieJar {
  private cookies = new Map<string, string>()

  store(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = ''] = header.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      if (!value || /max-age=0/i.test(header)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /** A copy holding the same cookies: a second browser tab, or the page before a post answered. */
  clone() {
    const copy = new CookieJar()
    for (const [name, value] of this.cookies) copy.cookies.set(name, value)
    return copy
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  get(name: string) {
    return this.cookies.get(name)
  }
}

export function get(url: string, jar?: CookieJar) {
  return new Request(new URL(url, 'http://localhost:3000'), { headers: jar ? { Cookie: jar.header() } : {} })
}

export function post(url: string, form: Record<string, string>, jar?: CookieJar) {
  return new Request(new URL(url, 'http://localhost:3000'), {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(jar ? { Cookie: jar.header() } : {}),
    },
  })
}

/** The toast a response set for the next page, if any. */
export function toastOf(cookies: string[]) {
  const cookie = cookies.find((c) => c.startsWith('__toast='))
  return cookie
    ? readToast(new Request('http://x', { headers: { Cookie: cookie.split(';')[0]! } })).toast
    : null
}

/** What the browser's session cookie holds (decrypted), as the server will read it next. */
export function sessionOf(jar: CookieJar) {
  return getSession(new Request('http://x', { headers: { Cookie: jar.header() } })).data
}
