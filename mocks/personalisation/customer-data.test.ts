import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { parseAudiences, pageViewEvent, pixelRequestUrl } from '#app/domain/tracking/customer-data.ts'
import { controlHandlers } from '../control.ts'
import { customerDataIntegrationFor, handlers } from './customer-data.ts'
import { CDP_PUBLIC_KEY, SEEDED_VUID } from './seed/customer-data.ts'
import { resetState } from '../state.ts'

const ORIGIN = 'http://emulator.test'
const all = [...controlHandlers, ...handlers]

async function send(request: Request) {
  const response = await getResponse(all, request)
  if (!response) throw new Error(`no handler for ${request.method} ${request.url}`)
  return response
}

/** The audiences query exactly as the SDK writes it. */
function audiencesQuery(userKey: string, userValue: string, subset: string[]) {
  const names = subset.map((name) => `\\"${name}\\"`).join(',')
  return `{"query" : "query {customer(${userKey} : \\"${userValue}\\") {audiences(subset: [${names}]) {edges {node {name state}}}}}"}`
}

function graphql(body: string, key: string | null = CDP_PUBLIC_KEY) {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (key) headers.set('x-api-key', key)
  return send(new Request(`${ORIGIN}/cdp/v3/graphql`, { method: 'POST', headers, body }))
}

async function captured() {
  const response = await send(new Request(`${ORIGIN}/__emulator/requests`))
  return (await response.json()) as {
    method: string
    path: string
    query: Record<string, string>
    headers: Record<string, string>
    body: unknown
  }[]
}

beforeEach(() => resetState())

describe('customer-data platform (emulator)', () => {
  it('PERS-073 POST /v3/graphql answers the audiences of a user id among the subset asked', async () => {
    const response = await graphql(
      audiencesQuery('fs_user_id', 'C000000001', ['has_purchased', 'likes_hiking', 'likes_running']),
    )
    expect(response.status).toBe(200)
    const json: unknown = await response.json()
    expect(parseAudiences(json)).toEqual({ ok: true, segments: ['has_purchased', 'likes_running'] })
    // Every audience asked about comes back with its state.
    expect(JSON.stringify(json)).toContain('"name":"likes_hiking","state":"not_qualified"')
  })

  it('PERS-073 a visitor id is answered too: a seeded one has its audiences, a new one none', async () => {
    const seeded = await graphql(audiencesQuery('vuid', SEEDED_VUID, ['likes_running', 'has_purchased']))
    expect(parseAudiences(await seeded.json())).toEqual({ ok: true, segments: ['likes_running'] })
    const fresh = await graphql(
      audiencesQuery('vuid', 'vuid_ffffffffffffffffffffffffffff', ['likes_running']),
    )
    expect(parseAudiences(await fresh.json())).toEqual({ ok: true, segments: [] })
  })

  it('PERS-073 checks the api-key header: 401 without it or with another key', async () => {
    const body = audiencesQuery('fs_user_id', 'C000000001', ['has_purchased'])
    expect((await graphql(body, null)).status).toBe(401)
    expect((await graphql(body, 'wrong-key')).status).toBe(401)
  })

  it('PERS-073 an unknown customer is an invalid identifier; a malformed query a 400', async () => {
    const unknown = await graphql(audiencesQuery('fs_user_id', 'C999999999', ['has_purchased']))
    expect(unknown.status).toBe(200)
    expect(parseAudiences(await unknown.json())).toEqual({ ok: false, reason: 'invalid identifier' })
    expect((await graphql('{"query":"mutation { nothing }"}')).status).toBe(400)
    expect((await graphql('not json')).status).toBe(400)
  })

  it('PERS-073 the request lands in the capture log with its header and body', async () => {
    const body = audiencesQuery('fs_user_id', 'C000000002', ['has_purchased'])
    await graphql(body)
    const [call] = (await captured()).filter((c) => c.path === '/cdp/v3/graphql')
    expect(call?.method).toBe('POST')
    expect(call?.headers['x-api-key']).toBe(CDP_PUBLIC_KEY)
    expect(JSON.stringify(call?.body)).toContain('customer(fs_user_id : \\"C000000002\\")')
  })

  it('PERS-075 GET /v2/zaius.gif answers a GIF and records the query: identifiers, data, tracker_id, event_type, vdl_action', async () => {
    const integration = customerDataIntegrationFor(ORIGIN)
    const event = pageViewEvent(
      { vuid: SEEDED_VUID, fs_user_id: 'C000000001' },
      { path: '/en-us', pageType: 'Home' },
      'id-1',
    )
    const response = await send(new Request(pixelRequestUrl(integration, event)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    const [call] = (await captured()).filter((c) => c.path === '/cdp/v2/zaius.gif')
    expect(call?.method).toBe('GET')
    expect(call?.query).toEqual({
      vuid: SEEDED_VUID,
      fs_user_id: 'C000000001',
      idempotence_id: 'id-1',
      data_source: 'storefront',
      page: '/en-us',
      page_type: 'Home',
      tracker_id: CDP_PUBLIC_KEY,
      event_type: 'pageview',
      vdl_action: 'viewed',
    })
  })

  it('PERS-075 the pixel refuses an event with another tracker id, no event type or no identifier', async () => {
    const pixel = (query: string) => send(new Request(`${ORIGIN}/cdp/v2/zaius.gif?${query}`))
    expect((await pixel(`vuid=vuid_a&tracker_id=wrong&event_type=pageview`)).status).toBe(400)
    expect((await pixel(`vuid=vuid_a&tracker_id=${CDP_PUBLIC_KEY}`)).status).toBe(400)
    expect((await pixel(`tracker_id=${CDP_PUBLIC_KEY}&event_type=pageview`)).status).toBe(400)
  })

  it('ERR-141 faults are scripted on the platform like on any path: 503 twice, then the pixel answers', async () => {
    const fault = await send(
      new Request(`${ORIGIN}/__emulator/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '^/cdp/v2/zaius\\.gif$', status: 503, times: 2 }),
      }),
    )
    expect(fault.status).toBe(201)
    const url = `${ORIGIN}/cdp/v2/zaius.gif?vuid=vuid_a&tracker_id=${CDP_PUBLIC_KEY}&event_type=pageview&vdl_action=viewed`
    const statuses = [
      (await send(new Request(url))).status,
      (await send(new Request(url))).status,
      (await send(new Request(url))).status,
    ]
    expect(statuses).toEqual([503, 503, 200])
  })

  it('the datafile entry for this emulator points host and pixel at /cdp of its origin', () => {
    expect(customerDataIntegrationFor('http://127.0.0.1:3100/')).toEqual({
      key: 'odp',
      host: 'http://127.0.0.1:3100/cdp',
      publicKey: CDP_PUBLIC_KEY,
      pixelUrl: 'http://127.0.0.1:3100/cdp',
    })
  })
})
