import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { commitSession, getSession, type StoreContext } from '#app/sessions.server.ts'
import { readPageForm } from '#tests/helpers/page-form.ts'
import { signInJar } from '#tests/helpers/shopper.ts'
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici'
import { newLoopbackAddress } from './loopback-client.ts'
import { BASE, EMULATOR, LOG_FILE } from './setup/ports.ts'

export { BASE, EMULATOR }

/** A browser's cookies across requests: each Set-Cookie replaces or removes its cookie. */
export class Jar {
  readonly cookies = new Map<string, string>()
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      if (!value || /max-age=0/i.test(header)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

/**
 * Every test file is a client of its own: its requests leave from a loopback address of its own
 * (127.0.x.y, chosen when the file loads this module), so the storefront counts its sign-in-like posts
 * (20 a minute per client, decision 043) apart from every other file's. A file is then never refused
 * because the files before it, in whatever order they ran, spent one shared address's minute.
 */
// The client's own option: undici's connector sets the socket's local address from it, over any
// `localAddress` given in `connect` (which is then silently ignored: every file left from 127.0.0.1).
const fileClient = new Agent({ localAddress: newLoopbackAddress(), connect: { family: 4 } })

/** A request to the storefront as a same-origin browser sends it; redirects are not followed. */
export async function send(path: string, init: RequestInit & { jar?: Jar } = {}) {
  const headers = new Headers(init.headers)
  if (init.jar?.cookies.size) headers.set('Cookie', init.jar.header())
  const response = (await undiciFetch(new URL(path, BASE), {
    ...(init as UndiciRequestInit),
    headers: [...headers],
    redirect: 'manual',
    dispatcher: fileClient,
  })) as unknown as Response
  init.jar?.store(response)
  return response
}

/** A page's data request: what React Router fetches for a client navigation, a fetcher or a revalidation. */
export const dataRequestPath = (pagePath: string) => `${pagePath}.data`

/** A form post from one of our pages (urlencoded, with our Origin). */
export function postForm(path: string, fields: Record<string, string>, jar?: Jar, headers: HeadersInit = {}) {
  return send(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE, ...headers },
    jar,
  })
}

/**
 * A form post as a shopper's browser sends it from the page: the page is read first, and the values of
 * the posted form's own inputs (the honeypot's trap and sealed time among them) go with `fields`. The
 * form is the page's post form to `pagePath` whose intent is `fields.intent`.
 */
export async function postPageForm(pagePath: string, fields: Record<string, string>, jar?: Jar) {
  const html = await (await send(pagePath, { jar })).text()
  const form = readPageForm(
    html,
    (markup) => {
      const opening = /^<form\b[^>]*>/.exec(markup)![0]
      return (
        opening.includes(`action="${pagePath}"`) &&
        /method="post"/i.test(opening) &&
        (!fields.intent || markup.includes(`name="intent" value="${fields.intent}"`))
      )
    },
    pagePath,
  )
  return postForm(pagePath, { ...form.fields, ...fields }, jar)
}

async function emulator(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${EMULATOR}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status}`)
  return response.status === 204 ? undefined : ((await response.json()) as unknown)
}

/** Fresh emulator state, no faults, an empty capture log. */
export async function resetEmulator() {
  await emulator('/__emulator/reset', 'POST')
  await emulator('/__emulator/faults', 'DELETE')
  await emulator('/__emulator/requests', 'DELETE')
}

export interface Fault {
  path: string
  method?: string
  status?: number
  timeout?: boolean
  malformed?: boolean
  reset?: boolean
  latencyMs?: number
  times?: number
}

export const injectFault = (fault: Fault) => emulator('/__emulator/faults', 'POST', fault)
export const clearFaults = () => emulator('/__emulator/faults', 'DELETE')
export const clearCaptured = () => emulator('/__emulator/requests', 'DELETE')

export interface Captured {
  method: string
  path: string
}
export const captured = async () => (await emulator('/__emulator/requests')) as Captured[]
export const placedOrders = async () => (await emulator('/__emulator/orders')) as unknown[]

/** The storefront's log lines at error level or above written since `from` (a byte offset). */
export function errorLogs(from = 0): string[] {
  const text = readFileSync(LOG_FILE, 'utf8').slice(from)
  return text.split('\n').filter((line) => {
    if (!line.startsWith('{')) return false
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50
    } catch {
      return false
    }
  })
}

/** The storefront's JSON log lines written since `from`. */
export function logLines(from = 0): Record<string, unknown>[] {
  return readFileSync(LOG_FILE, 'utf8')
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** The storefront's log as written since `from`, JSON lines and anything else its process printed. */
export const readLog = (from = 0) => readFileSync(LOG_FILE, 'utf8').slice(from)

/** Where the log ends now: pass to `errorLogs` to see only what came after. */
export const logOffset = () => readLog().length

/** A guest with a session and a line in the cart, as after a first add. */
export async function guestWithCart(upc = ADDABLE_UPC) {
  const jar = new Jar()
  await send('/en-us', { jar })
  const added = await postForm(
    '/en-us/cart',
    { intent: 'add-to-cart', productId: 'RS100001', upc, qty: '1', redirectTo: '/en-us/cart' },
    jar,
  )
  if (added.status !== 303) throw new Error(`add to cart answered ${added.status}`)
  return jar
}

/** A size of the seed's first product that is in stock. */
export const ADDABLE_UPC = process.env.RELIABILITY_UPC ?? '846121001041'

/** A signed-in shopper (shopper@example.com), by the emulator's sign-in calls and a sealed session. */
export async function signedIn() {
  const jar = new Jar()
  await signInJar(
    {
      header: () => jar.header(),
      store: (setCookies: string[]) =>
        jar.store(
          new Response(null, { headers: setCookies.map((c) => ['Set-Cookie', c] as [string, string]) }),
        ),
    },
    'shopper@example.com',
    'Passw0rd!',
    EMULATOR,
  )
  return jar
}

/**
 * A GET of a raw request target, as a client may send it (fetch would normalise `/\\host` into
 * `//host`). Resolves with the status and Location; null when Node refuses to send such a target.
 */
export function rawGet(
  target: string,
  cookie = '',
): Promise<{ status: number; location: string | null } | null> {
  const { hostname, port } = new URL(BASE)
  return new Promise((resolve, reject) => {
    let req
    try {
      req = httpRequest(
        { hostname, port, path: target, headers: cookie ? { Cookie: cookie } : {} },
        (res) => {
          res.resume()
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null })
        },
      )
    } catch {
      resolve(null)
      return
    }
    req.on('error', reject)
    req.end()
  })
}

/** The emulator's seeded associate's in-store context (mocks/stores/seed/stores.ts), connected now. */
export const STORE: StoreContext = {
  storeId: 'store-0101',
  storeName: 'Ridgeline Portland Pearl District',
  storeEmployeeId: 'E1001',
  storeEmployeeName: 'Jordan Reyes',
  connectedAt: Date.now(),
}

/** A session of the jar's with `store` as its in-store context, sealed as the storefront seals it. */
export function withStoreContext(jar: Jar, store: StoreContext) {
  const session = getSession(new Request('http://localhost', { headers: { Cookie: jar.header() } }))
  session.set('store', store)
  jar.store(new Response(null, { headers: [['Set-Cookie', commitSession(session)]] }))
}
