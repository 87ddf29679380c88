import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { Env } from '#app/platform/env/env.server.ts'
import type { Logger } from '#app/platform/log/logger.server.ts'
import { ApiError } from '#app/domain/errors/api-error.ts'
import { loadMockModeTransport } from '../../../platform/api/upstream-transport.server.ts'
import {
  SocialAuthSchema,
  SocialMediaItemSchema,
  SocialMediaListSchema,
  SocialReportSchema,
  SocialStashSchema,
  SocialStreamListSchema,
  SocialUserSchema,
  type SocialReportReason,
} from '#app/domain/content/social-media.ts'

/**
 * The social media host (001 §7 Social media, CAT-048..057): a separate third-party media host with
 * its own base URL (`SOCIAL_MEDIA_API_URL`) and api key (`SOCIAL_MEDIA_API_KEY`). It gets none of the
 * commerce API's headers, tokens or keys: only its own key, Accept and a correlation id for our logs.
 */

type Query = Record<string, string | number | undefined>

export interface SocialMediaClient {
  request<S extends z.ZodType>(options: {
    method?: 'GET' | 'POST'
    path: string
    query?: Query
    body?: unknown
    schema: S
  }): Promise<z.infer<S>>
}

export function createSocialMediaClient({
  env,
  logger,
  fetch = globalThis.fetch,
  mock = false,
}: {
  env: Env
  logger: Logger
  fetch?: typeof globalThis.fetch
  /** Mock mode (decision 074): answered by the emulator's social host in-process; ignored in production. */
  mock?: boolean
}): SocialMediaClient {
  const mocked = mock && env.mockModeAvailable
  return {
    async request({ method = 'GET', path, query = {}, body, schema }) {
      const url = new URL(`${env.socialMediaApiUrl}${path}`)
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
      }
      const correlationId = randomUUID()
      const headers = new Headers({
        Accept: 'application/json',
        'x-api-key': env.SOCIAL_MEDIA_API_KEY,
        'x-correlation-id': correlationId,
      })
      if (body !== undefined) headers.set('Content-Type', 'application/json')
      const log = logger.child({ correlationId, upstream: 'social-media', method, path: url.pathname })
      // The emulator loads once, before the deadline starts.
      const send = mocked ? await loadMockModeTransport() : fetch
      const timeout = AbortSignal.timeout(env.API_TIMEOUT_MS)
      let response: Response
      try {
        response = await send(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: timeout,
        })
      } catch (error) {
        log.warn({ err: error, timedOut: timeout.aborted }, 'social media call failed')
        throw new ApiError({
          status: timeout.aborted ? 504 : 502,
          message: 'Social media unreachable',
          correlationId,
        })
      }
      const json: unknown = await response.json().catch(() => undefined)
      if (!response.ok) {
        log.info({ status: response.status }, 'social media error')
        throw new ApiError({
          status: response.status,
          message: response.statusText || 'Social media error',
          correlationId,
        })
      }
      const result = schema.safeParse(json ?? {})
      if (!result.success) {
        log.error({ issues: result.error.issues.slice(0, 5) }, 'social media answer did not match its schema')
        throw new ApiError({ status: 502, message: 'Unexpected social media response', correlationId })
      }
      log.info({ status: response.status }, 'social media call')
      return result.data
    },
  }
}

const id = (value: string) => encodeURIComponent(value)

/** GET / (CAT-048): checks the api key; answers the account it belongs to. */
export function authenticate(client: SocialMediaClient) {
  return client.request({ path: '/', schema: SocialAuthSchema })
}

/** GET /categories/media/recent (CAT-049): a category's recent media. */
export function getCategoryMedia(client: SocialMediaClient, query: { categoryId?: string; limit?: number }) {
  return client.request({ path: '/categories/media/recent', query, schema: SocialMediaListSchema })
}

/** GET /customers/{customerId}/media/recent (CAT-050): a customer's recent media. */
export function getCustomerMedia(
  client: SocialMediaClient,
  customerId: string,
  query: { limit?: number } = {},
) {
  return client.request({
    path: `/customers/${id(customerId)}/media/recent`,
    query,
    schema: SocialMediaListSchema,
  })
}

/** GET /media/{mediaId}/streams (CAT-051): the streams a media item is in. */
export function getMediaStreams(client: SocialMediaClient, mediaId: string) {
  return client.request({ path: `/media/${id(mediaId)}/streams`, schema: SocialStreamListSchema })
}

/** GET /streams/{streamId}/media/recent (CAT-052): a stream's recent media. */
export function getStreamMedia(client: SocialMediaClient, streamId: string, query: { limit?: number } = {}) {
  return client.request({
    path: `/streams/${id(streamId)}/media/recent`,
    query,
    schema: SocialMediaListSchema,
  })
}

/** GET /streams/media/recent (CAT-053): recent media across streams, narrowed by a filter. */
export function getRecentMedia(client: SocialMediaClient, query: { filter?: string; limit?: number }) {
  return client.request({ path: '/streams/media/recent', query, schema: SocialMediaListSchema })
}

/** POST /media/{mediaId}/reports (CAT-054): reports a media item. */
export function reportMedia(client: SocialMediaClient, mediaId: string, reason: SocialReportReason) {
  return client.request({
    method: 'POST',
    path: `/media/${id(mediaId)}/reports`,
    body: { reason },
    schema: SocialReportSchema,
  })
}

/** POST /stashes (CAT-055): saves a set of media under a name. */
export function createStash(client: SocialMediaClient, stash: { name: string; mediaIds: string[] }) {
  return client.request({ method: 'POST', path: '/stashes', body: stash, schema: SocialStashSchema })
}

/** POST /users/{userId}/media (CAT-056): adds a user's photo. */
export function uploadUserMedia(
  client: SocialMediaClient,
  userId: string,
  media: { imageUrl: string; width: number; height: number; caption?: string },
) {
  return client.request({
    method: 'POST',
    path: `/users/${id(userId)}/media`,
    body: media,
    schema: SocialMediaItemSchema,
  })
}

/** POST /users (CAT-057): creates a user on the host. */
export function createUser(client: SocialMediaClient, user: { username: string; email?: string }) {
  return client.request({ method: 'POST', path: '/users', body: user, schema: SocialUserSchema })
}
