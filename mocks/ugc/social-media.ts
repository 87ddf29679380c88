import { http, HttpResponse } from 'msw'
import { SOCIAL_REPORT_REASONS, type SocialMediaItem } from '#app/domain/content/social-media.ts'
import {
  SOCIAL_ACCOUNT_ID,
  SOCIAL_API_KEY,
  SOCIAL_STREAMS,
  seedSocialMedia,
  type SeedMedia,
} from './seed/social-media.ts'
import { readJson } from '../errors.ts'
import { origin } from '../locale.ts'

/**
 * The social media host (001 §7 Social media, CAT-048..057), a separate third-party host: the emulator
 * answers it under `/social`. Every call needs the host's api key (`x-api-key`). Media, reports,
 * stashes and users are kept in memory and reset with the rest of the emulator (`resetSocialMedia`).
 */

const DEFAULT_LIMIT = 20
const MAX_LIMIT = 50

interface SocialStore {
  media: SeedMedia[]
  reports: { id: string; mediaId: string; reason: string }[]
  stashes: { id: string; name: string; mediaIds: string[] }[]
  users: { id: string; username: string; email?: string }[]
  counter: number
}

function seed(): SocialStore {
  return { media: seedSocialMedia(), reports: [], stashes: [], users: [], counter: 0 }
}

/** Replaced in place on reset: read it through `socialStore`, never keep a copy. */
export const socialStore: SocialStore = seed()

export function resetSocialMedia(): void {
  Object.assign(socialStore, seed())
}

function nextId(prefix: string): string {
  socialStore.counter += 1
  return `${prefix}-${String(socialStore.counter).padStart(4, '0')}`
}

function failure(status: number, error: string, message: string) {
  return HttpResponse.json({ error, message }, { status })
}

/** The host's answer to a call without its api key, or null when the key is right. */
function unauthorised(request: Request) {
  return request.headers.get('x-api-key') === SOCIAL_API_KEY
    ? null
    : failure(401, 'unauthorized', 'A valid api key is required')
}

/** A media item as the host sends it: absolute URLs on the host's origin, no customer id. */
function wire(request: Request, item: SeedMedia): SocialMediaItem {
  const { customerId: _customer, ...media } = item
  const base = origin(request)
  const absolute = (url: string) => (url.startsWith('/') ? `${base}${url}` : url)
  return { ...media, imageUrl: absolute(media.imageUrl), permalink: absolute(media.permalink) }
}

function limitOf(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('limit') ?? DEFAULT_LIMIT)
  return Number.isInteger(raw) && raw > 0 ? Math.min(raw, MAX_LIMIT) : DEFAULT_LIMIT
}

function list(request: Request, items: SeedMedia[]) {
  return HttpResponse.json({ data: items.slice(0, limitOf(request)).map((item) => wire(request, item)) })
}

/**
 * A filter's terms, `key:value` separated by commas (tag, product, category, stream); an item matches
 * when any term does. Terms without a value (a placeholder the page did not fill) are ignored.
 */
export function matchesFilter(item: SeedMedia, filter: string): boolean {
  const terms = filter
    .split(',')
    .map((term) => term.trim().split(':', 2) as [string, string | undefined])
    .filter(([, value]) => Boolean(value?.trim()))
  if (terms.length === 0) return true
  return terms.some(([key, value = '']) => {
    if (key === 'tag' || key === 'product') return item.tags.includes(value.trim())
    if (key === 'category') return item.categoryIds.includes(value.trim())
    if (key === 'stream') return item.streamIds.includes(value.trim())
    return false
  })
}

function findMedia(id: string): SeedMedia | undefined {
  return socialStore.media.find((item) => item.id === id)
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export const handlers = [
  // A photo's own page on the host (the grid links to it): a browser page, no api key.
  http.get('*/social/m/:mediaId', ({ request, params }) => {
    const item = findMedia(String(params.mediaId))
    if (!item) return failure(404, 'not_found', 'No such media')
    const media = wire(request, item)
    const caption = escapeHtml(media.caption)
    return new HttpResponse(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${caption}</title></head>` +
        `<body><main><h1>${caption}</h1><img src="${escapeHtml(media.imageUrl)}" alt="${caption}" ` +
        `width="${media.width}" height="${media.height}"><p>@${escapeHtml(media.username)}</p></main></body></html>`,
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    )
  }),

  // CAT-048: the api key's account.
  http.get(
    '*/social/',
    ({ request }) =>
      unauthorised(request) ?? HttpResponse.json({ authenticated: true, accountId: SOCIAL_ACCOUNT_ID }),
  ),

  // CAT-049: a category's recent media (all categories without one).
  http.get('*/social/categories/media/recent', ({ request }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const categoryId = new URL(request.url).searchParams.get('categoryId')
    return list(
      request,
      socialStore.media.filter((item) => !categoryId || item.categoryIds.includes(categoryId)),
    )
  }),

  // CAT-050: a customer's recent media.
  http.get('*/social/customers/:customerId/media/recent', ({ request, params }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    return list(
      request,
      socialStore.media.filter((item) => item.customerId === params.customerId),
    )
  }),

  // CAT-051: the streams a media item is in.
  http.get('*/social/media/:mediaId/streams', ({ request, params }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const item = findMedia(String(params.mediaId))
    if (!item) return failure(404, 'not_found', 'No such media')
    return HttpResponse.json({ data: SOCIAL_STREAMS.filter((s) => item.streamIds.includes(s.id)) })
  }),

  // CAT-053 (before CAT-052, whose pattern would take `media` for a stream id): across streams.
  http.get('*/social/streams/media/recent', ({ request }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const filter = new URL(request.url).searchParams.get('filter') ?? ''
    return list(
      request,
      socialStore.media.filter((item) => item.streamIds.length > 0 && matchesFilter(item, filter)),
    )
  }),

  // CAT-052: a stream's recent media.
  http.get('*/social/streams/:streamId/media/recent', ({ request, params }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const streamId = String(params.streamId)
    if (!SOCIAL_STREAMS.some((s) => s.id === streamId)) return failure(404, 'not_found', 'No such stream')
    return list(
      request,
      socialStore.media.filter((item) => item.streamIds.includes(streamId)),
    )
  }),

  // CAT-054: reports a media item, with one of the host's reasons.
  http.post('*/social/media/:mediaId/reports', async ({ request, params }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const item = findMedia(String(params.mediaId))
    if (!item) return failure(404, 'not_found', 'No such media')
    const body = await readJson(request)
    const reason = body?.reason
    if (typeof reason !== 'string' || !(SOCIAL_REPORT_REASONS as readonly string[]).includes(reason)) {
      return failure(400, 'invalid_reason', `reason must be one of ${SOCIAL_REPORT_REASONS.join(', ')}`)
    }
    const report = { id: nextId('rep'), mediaId: item.id, reason }
    socialStore.reports.push(report)
    return HttpResponse.json(report, { status: 201 })
  }),

  // CAT-055: a stash, a named set of existing media.
  http.post('*/social/stashes', async ({ request }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const body = await readJson(request)
    const name = text(body?.name, 80)
    const mediaIds = body?.mediaIds
    if (!name || !Array.isArray(mediaIds) || mediaIds.length === 0) {
      return failure(400, 'invalid_stash', 'name and at least one media id are required')
    }
    if (!mediaIds.every((id) => typeof id === 'string' && findMedia(id))) {
      return failure(400, 'unknown_media', 'Every media id must exist')
    }
    const stash = { id: nextId('stash'), name, mediaIds: mediaIds as string[] }
    socialStore.stashes.push(stash)
    return HttpResponse.json(stash, { status: 201 })
  }),

  // CAT-056: a user's new photo, newest first in every list it belongs to.
  http.post('*/social/users/:userId/media', async ({ request, params }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const user = socialStore.users.find((u) => u.id === params.userId)
    if (!user) return failure(404, 'not_found', 'No such user')
    const body = await readJson(request)
    const imageUrl = text(body?.imageUrl, 500)
    const width = body?.width
    const height = body?.height
    const sized = [width, height].every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0)
    if (!imageUrl || !sized) return failure(400, 'invalid_media', 'imageUrl, width and height are required')
    const id = nextId('sm-user')
    const item: SeedMedia = {
      id,
      imageUrl,
      width: width as number,
      height: height as number,
      caption: text(body?.caption, 300) ?? '',
      permalink: `/social/m/${id}`,
      username: user.username,
      createdAt: new Date().toISOString(),
      streamIds: [],
      categoryIds: [],
      tags: [],
      customerId: user.id,
    }
    socialStore.media.unshift(item)
    return HttpResponse.json(wire(request, item), { status: 201 })
  }),

  // CAT-057: a user; usernames are unique.
  http.post('*/social/users', async ({ request }) => {
    const denied = unauthorised(request)
    if (denied) return denied
    const body = await readJson(request)
    const username = text(body?.username, 40)
    if (!username || !/^[\w.]+$/.test(username)) return failure(400, 'invalid_user', 'A username is required')
    if (socialStore.users.some((u) => u.username === username)) {
      return failure(409, 'username_taken', 'That username is taken')
    }
    const user = { id: nextId('user'), username, email: text(body?.email, 254) ?? undefined }
    socialStore.users.push(user)
    return HttpResponse.json({ id: user.id, username: user.username }, { status: 201 })
  }),
]
