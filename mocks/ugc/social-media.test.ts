import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  SocialAuthSchema,
  SocialMediaItemSchema,
  SocialMediaListSchema,
  SocialReportSchema,
  SocialStashSchema,
  SocialStreamListSchema,
  SocialUserSchema,
} from '#app/domain/content/social-media.ts'
import { SOCIAL_API_KEY } from './seed/social-media.ts'
import { handlers, resetSocialMedia, socialStore } from './social-media.ts'
import { handlers as widgetHandlers } from './ugc-widgets.ts'

const HOST = 'http://emulator.test/social'

async function call(
  path: string,
  {
    method = 'GET',
    body,
    key = SOCIAL_API_KEY,
  }: { method?: string; body?: unknown; key?: string | null } = {},
) {
  const headers = new Headers({ Accept: 'application/json' })
  if (key) headers.set('x-api-key', key)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(`${HOST}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await getResponse([...widgetHandlers, ...handlers], request)
  if (!response) throw new Error(`no handler for ${method} ${path}`)
  return { status: response.status, json: (await response.json()) as unknown }
}

const ids = (json: unknown) => SocialMediaListSchema.parse(json).data.map((m) => m.id)

beforeEach(() => resetSocialMedia())

describe('social media host (emulator)', () => {
  it('CAT-048 GET / answers the account for the api key and 401 without it', async () => {
    const ok = await call('/')
    expect(ok.status).toBe(200)
    expect(SocialAuthSchema.parse(ok.json).accountId).toBe('acct-trailhead')
    expect((await call('/', { key: null })).status).toBe(401)
    expect((await call('/', { key: 'wrong' })).status).toBe(401)
    // Every other call checks the key too.
    expect((await call('/streams/media/recent', { key: null })).status).toBe(401)
    expect((await call('/users', { method: 'POST', body: { username: 'x' }, key: null })).status).toBe(401)
  })

  it('CAT-049 GET /categories/media/recent answers the category’s media, newest first, within the limit', async () => {
    const { status, json } = await call('/categories/media/recent?categoryId=1010&limit=3')
    expect(status).toBe(200)
    const media = SocialMediaListSchema.parse(json).data
    expect(media).toHaveLength(3)
    expect(media.every((m) => m.categoryIds.includes('1010'))).toBe(true)
    const times = media.map((m) => Date.parse(m.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(media[0]!.imageUrl).toMatch(/^http:\/\/emulator\.test\/images\/reviews\/RS\d+-R\d{2}-1\.svg$/)
    expect(ids((await call('/categories/media/recent?categoryId=9999')).json)).toEqual([])
  })

  it('CAT-050 GET /customers/{customerId}/media/recent answers only that customer’s media', async () => {
    const { status, json } = await call('/customers/cust-1004/media/recent')
    expect(status).toBe(200)
    const media = SocialMediaListSchema.parse(json).data
    expect(media.length).toBeGreaterThan(0)
    expect(media.every((m) => m.username === 'summitsam')).toBe(true)
    expect(json).not.toHaveProperty('data.0.customerId')
  })

  it('CAT-051 GET /media/{mediaId}/streams answers the streams a media item is in; 404 for an unknown item', async () => {
    const { status, json } = await call('/media/sm-005/streams')
    expect(status).toBe(200)
    expect(SocialStreamListSchema.parse(json).data.map((s) => s.id)).toEqual(['stream-trail', 'stream-camp'])
    expect((await call('/media/nope/streams')).status).toBe(404)
  })

  it('CAT-052 GET /streams/{streamId}/media/recent answers that stream’s media; 404 for an unknown stream', async () => {
    const { status, json } = await call('/streams/stream-camp/media/recent')
    expect(status).toBe(200)
    const media = SocialMediaListSchema.parse(json).data
    expect(media.length).toBeGreaterThan(0)
    expect(media.every((m) => m.streamIds.includes('stream-camp'))).toBe(true)
    expect((await call('/streams/nope/media/recent')).status).toBe(404)
  })

  it('CAT-053 GET /streams/media/recent answers recent media across streams, narrowed by the filter', async () => {
    const all = ids((await call('/streams/media/recent')).json)
    expect(all.length).toBe(socialStore.media.length)
    const byTag = SocialMediaListSchema.parse(
      (await call('/streams/media/recent?filter=tag:M-RS100001')).json,
    ).data
    expect(byTag.map((m) => m.id)).toEqual(['sm-001', 'sm-002', 'sm-003'])
    // An unfilled placeholder leaves an empty term, which narrows nothing.
    const byCategory = ids((await call('/streams/media/recent?filter=tag:,category:2010')).json)
    expect(byCategory).toEqual(['sm-007'])
  })

  it('CAT-054 POST /media/{mediaId}/reports records one report per call, with a known reason', async () => {
    const { status, json } = await call('/media/sm-002/reports', { method: 'POST', body: { reason: 'spam' } })
    expect(status).toBe(201)
    expect(SocialReportSchema.parse(json)).toMatchObject({ mediaId: 'sm-002', reason: 'spam' })
    expect(socialStore.reports).toHaveLength(1)
    expect((await call('/media/sm-002/reports', { method: 'POST', body: { reason: 'boring' } })).status).toBe(
      400,
    )
    expect((await call('/media/nope/reports', { method: 'POST', body: { reason: 'spam' } })).status).toBe(404)
    expect(socialStore.reports).toHaveLength(1)
  })

  it('CAT-055 POST /stashes saves a named set of existing media', async () => {
    const { status, json } = await call('/stashes', {
      method: 'POST',
      body: { name: 'Favourites', mediaIds: ['sm-001', 'sm-004'] },
    })
    expect(status).toBe(201)
    expect(SocialStashSchema.parse(json)).toMatchObject({
      name: 'Favourites',
      mediaIds: ['sm-001', 'sm-004'],
    })
    expect(socialStore.stashes).toHaveLength(1)
    expect((await call('/stashes', { method: 'POST', body: { name: 'X', mediaIds: ['nope'] } })).status).toBe(
      400,
    )
    expect((await call('/stashes', { method: 'POST', body: { mediaIds: ['sm-001'] } })).status).toBe(400)
  })

  it('CAT-056 POST /users/{userId}/media adds the user’s photo, newest in the customer’s list', async () => {
    const user = SocialUserSchema.parse(
      (await call('/users', { method: 'POST', body: { username: 'newhiker' } })).json,
    )
    const photo = { imageUrl: 'https://example.com/p.jpg', width: 640, height: 480, caption: 'Lake view' }
    const { status, json } = await call(`/users/${user.id}/media`, { method: 'POST', body: photo })
    expect(status).toBe(201)
    const item = SocialMediaItemSchema.parse(json)
    expect(item).toMatchObject({ username: 'newhiker', caption: 'Lake view', width: 640 })
    expect(ids((await call(`/customers/${user.id}/media/recent`)).json)).toEqual([item.id])
    expect((await call(`/users/${user.id}/media`, { method: 'POST', body: { imageUrl: 'x' } })).status).toBe(
      400,
    )
    expect((await call('/users/nobody/media', { method: 'POST', body: photo })).status).toBe(404)
  })

  it('CAT-057 POST /users creates a user with a unique username', async () => {
    const { status, json } = await call('/users', {
      method: 'POST',
      body: { username: 'trail.fan', email: 'fan@example.com' },
    })
    expect(status).toBe(201)
    expect(SocialUserSchema.parse(json).username).toBe('trail.fan')
    expect((await call('/users', { method: 'POST', body: { username: 'trail.fan' } })).status).toBe(409)
    expect((await call('/users', { method: 'POST', body: { username: '' } })).status).toBe(400)
  })

  it('serves a photo’s own page, which the grid links to', async () => {
    const response = await getResponse(handlers, new Request(`${HOST}/m/sm-002`))
    expect(response?.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await response?.text()).toContain('<h1>Sunrise loop on the ridge</h1>')
  })

  it('serves the gallery widgets’ scripts (CAT-046, CAT-047)', async () => {
    for (const path of [
      'http://emulator.test/__ugc/widget.js?containerId=a&locale=en-us',
      `${HOST}/widget.js`,
    ]) {
      const response = await getResponse(widgetHandlers, new Request(path))
      expect(response?.headers.get('Content-Type')).toMatch(/^text\/javascript/)
      expect(await response?.text()).toContain('/images/reviews/')
    }
  })
})
