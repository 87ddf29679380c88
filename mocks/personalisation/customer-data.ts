import { http, HttpResponse } from 'msw'
import type { AudiencesResponse, CustomerDataIntegration } from '#app/domain/tracking/customer-data.ts'
import { CDP_AUDIENCES, CDP_PREFIX, CDP_PUBLIC_KEY, QUALIFIED_AUDIENCES } from './seed/customer-data.ts'

/**
 * The customer-data platform (001 §7, PERS-073, PERS-075) under `/cdp` of the emulator's origin:
 * the audiences query (POST /cdp/v3/graphql, checked against its own `x-api-key`) and the pixel
 * (GET /cdp/v2/zaius.gif). Every request lands in the capture log (`/__emulator/requests`), and
 * `/__emulator/faults` scripts failures on these paths like on any other.
 */

/** The datafile's `integrations` entry pointing at this emulator (PERS-077), for the flag datafile. */
export function customerDataIntegrationFor(origin: string): CustomerDataIntegration & { key: 'odp' } {
  const base = `${origin.replace(/\/$/, '')}${CDP_PREFIX}`
  return { key: 'odp', host: base, publicKey: CDP_PUBLIC_KEY, pixelUrl: base }
}

/** A 1×1 transparent GIF: what a pixel answers. */
const PIXEL = Uint8Array.from(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
)

function graphqlError(status: number, message: string, code: string, classification: string) {
  return HttpResponse.json(
    { errors: [{ message, extensions: { code, classification } }], data: null },
    { status },
  )
}

interface AudiencesQuery {
  userKey: string
  userValue: string
  subset: string[] | null
}

/** Reads `customer(<key> : "<value>")` and `audiences(subset: [...])` out of the query text. */
function readQuery(query: string): AudiencesQuery | null {
  const customer = /customer\s*\(\s*([\w-]+)\s*:\s*"([^"]*)"\s*\)/.exec(query)
  if (!customer || !/\baudiences\b/.test(query)) return null
  const subset = /subset\s*:\s*\[([^\]]*)\]/.exec(query)
  return {
    userKey: customer[1]!,
    userValue: customer[2]!,
    subset: subset ? [...subset[1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!) : null,
  }
}

function audiencesOf(userKey: string, userValue: string): readonly string[] | null {
  if (userKey === 'vuid') return /^vuid_/.test(userValue) ? (QUALIFIED_AUDIENCES.vuid[userValue] ?? []) : null
  if (userKey === 'fs_user_id' || userKey === 'fs-user-id')
    return QUALIFIED_AUDIENCES.fs_user_id[userValue] ?? null
  return null
}

export const handlers = [
  // PERS-073: the audiences a visitor qualifies for, among the subset asked about.
  http.post(`*${CDP_PREFIX}/v3/graphql`, async ({ request }) => {
    if (request.headers.get('x-api-key') !== CDP_PUBLIC_KEY) {
      return graphqlError(401, 'A valid x-api-key header is required', 'UNAUTHENTICATED', 'Unauthorized')
    }
    const body: unknown = await request.json().catch(() => null)
    const text = body && typeof body === 'object' && 'query' in body ? body.query : undefined
    const query = typeof text === 'string' ? readQuery(text) : null
    if (!query) return graphqlError(400, 'Invalid audiences query', 'GRAPHQL_PARSE_FAILED', 'ValidationError')
    const qualified = audiencesOf(query.userKey, query.userValue)
    if (!qualified) {
      return graphqlError(
        200,
        `Exception while fetching data (/customer) : Invalid identifier '${query.userKey}'`,
        'INVALID_IDENTIFIER_EXCEPTION',
        'DataFetchingException',
      )
    }
    const names = query.subset ?? [...CDP_AUDIENCES]
    const answer: AudiencesResponse = {
      data: {
        customer: {
          audiences: {
            edges: names.map((name) => ({
              node: { name, state: qualified.includes(name) ? 'qualified' : 'not_qualified' },
            })),
          },
        },
      },
    }
    return HttpResponse.json(answer)
  }),

  // PERS-075: one event per pixel GET; the query carries the identifiers, data, tracker_id, event_type and vdl_action.
  http.get(`*${CDP_PREFIX}/v2/zaius.gif`, ({ request }) => {
    const query = new URL(request.url).searchParams
    const identified = ['vuid', 'fs_user_id', 'email'].some((key) => query.get(key))
    if (query.get('tracker_id') !== CDP_PUBLIC_KEY || !query.get('event_type') || !identified) {
      return new HttpResponse(null, { status: 400 })
    }
    return new HttpResponse(PIXEL, {
      status: 200,
      headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' },
    })
  }),

  // The SDK's own REST event call: the storefront sends events by pixel (decision 040); accepted, recorded.
  http.post(`*${CDP_PREFIX}/v3/events`, ({ request }) => {
    if (request.headers.get('x-api-key') !== CDP_PUBLIC_KEY) {
      return graphqlError(401, 'A valid x-api-key header is required', 'UNAUTHENTICATED', 'Unauthorized')
    }
    return HttpResponse.json({ title: 'Accepted', status: 202 }, { status: 202 })
  }),
]
