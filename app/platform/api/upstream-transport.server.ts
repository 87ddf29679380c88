import { STATUS_CODES } from 'node:http'
import { request } from 'undici'
import type { Env } from '#app/platform/env/env.server.ts'
import type { RequestHandler } from 'msw'
import type { MockTransport } from './mock-transport.server.ts'

/** What the API client reads of an upstream answer: a fetch `Response` has it, and so has this one. */
export interface UpstreamResponse {
  status: number
  ok: boolean
  statusText: string
  headers: {
    get(name: string): string | null
    /** Each Set-Cookie value on its own (PLAT-005); a transport without it sets none the client keeps. */
    getSetCookie?(): string[]
  }
  arrayBuffer(): Promise<ArrayBuffer>
}

/** The methods the services answer. */
export type UpstreamMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What the API client sends: a fetch-like call, so that tests can give it a fetch of their own. */
export type UpstreamTransport = (
  url: URL,
  init: {
    method: UpstreamMethod
    headers: Headers
    body?: string | FormData
    signal: AbortSignal
  },
) => Promise<UpstreamResponse>

/**
 * The storefront's calls to its services (decision 062), with undici's `request` rather than `fetch`:
 * fetch builds a WHATWG Request, Response and body stream for every call, and a page makes up to a
 * dozen calls. The answer is read the same way: status, headers, then the whole body (the client
 * always reads it, which frees the connection).
 * Redirects are not followed (the services answer JSON, never a redirect) and nothing is asked to be
 * compressed: the services are a network hop away, and decompressing would cost the storefront CPU.
 * A multipart upload keeps fetch, which writes the form's boundary.
 */
export const upstreamTransport: UpstreamTransport = async (url, { method, headers, body, signal }) => {
  if (body instanceof FormData) return fetch(url, { method, headers, body, signal })
  const answer = await request(url, { method, headers: Object.fromEntries(headers), body, signal })
  const answerHeaders = answer.headers
  return {
    status: answer.statusCode,
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    // The standard reason phrase (what a service sends over HTTP/1.1; HTTP/2 has none).
    statusText: STATUS_CODES[answer.statusCode] ?? '',
    headers: {
      get(name) {
        const value = answerHeaders[name.toLowerCase()]
        if (value === undefined) return null
        return Array.isArray(value) ? value.join(', ') : value
      },
      getSetCookie() {
        const value = answerHeaders['set-cookie']
        if (value === undefined) return []
        return Array.isArray(value) ? value : [value]
      },
    },
    arrayBuffer: () => answer.body.arrayBuffer(),
  }
}

/** The transport `UPSTREAM_TRANSPORT` names: undici's (the default), or `fetch` (tests served by MSW). */
export function configuredTransport(env: Pick<Env, 'UPSTREAM_TRANSPORT'>): UpstreamTransport {
  return env.UPSTREAM_TRANSPORT === 'fetch' ? fetch : upstreamTransport
}

let mockModeLoad: Promise<MockTransport> | undefined
let mockHandlers: (() => Promise<readonly RequestHandler[]>) | undefined

/**
 * Where mock mode's answers come from: the emulator's handlers (`mocks/`), which the server's entry
 * (`entry.server.tsx`) names here, above every layer, so the platform imports nothing of the emulator.
 * `load` runs on the first mock-mode call, not before.
 */
export function provideMockHandlers(load: () => Promise<readonly RequestHandler[]>) {
  mockHandlers = load
  mockModeLoad = undefined
}

/**
 * Mock mode's transport (PLAT-014): the emulator's handlers, imported on the first mock-mode call and
 * kept. A server whose sessions never use mock mode — every production server (PLAT-016) — loads neither
 * MSW nor the emulator. The callers await it before a call's deadline starts: loading the emulator takes
 * seconds, which no call should be timed out for. Without handlers provided, a mock-mode call fails as an
 * unreachable service does.
 */
export function loadMockModeTransport(): Promise<MockTransport> {
  if (!mockModeLoad) {
    const load = mockHandlers
    mockModeLoad = load
      ? import('./mock-transport.server.ts').then(async (module) => module.mockTransport(await load()))
      : Promise.reject(new Error('Mock mode has no handlers in this process'))
    // A load that failed is tried again on the next call.
    mockModeLoad.catch(() => (mockModeLoad = undefined))
  }
  return mockModeLoad
}
