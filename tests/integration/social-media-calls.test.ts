import { describe, expect, it } from 'vitest'
import { getEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import {
  authenticate,
  createSocialMediaClient,
  createStash,
  createUser,
  getCustomerMedia,
  getMediaStreams,
  getStreamMedia,
  uploadUserMedia,
} from '#app/features/ugc/api/social-media.server.ts'
import { socialStore } from '#mocks/ugc/social-media.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'

// The storefront's client for the social media host (001 §7 Social media), against the emulator's host.
const client = () => createSocialMediaClient({ env: getEnv(), logger })

async function lastCall() {
  const calls = (await capturedRequests()).filter((c) => c.path.startsWith('/social'))
  return calls.at(-1)!
}

describe('social media host calls', () => {
  it('CAT-048 GET / with the host’s own api key answers the account', async () => {
    await expect(authenticate(client())).resolves.toMatchObject({
      authenticated: true,
      accountId: 'acct-trailhead',
    })
    const call = await lastCall()
    expect([call.method, call.path]).toEqual(['GET', '/social/'])
    expect(call.headers['x-api-key']).toBe(getEnv().SOCIAL_MEDIA_API_KEY)
    expect(call.headers.authorization).toBeUndefined()
  })

  it('CAT-050 GET /customers/{customerId}/media/recent reads only that customer’s media', async () => {
    const { data } = await getCustomerMedia(client(), 'cust-1004', { limit: 5 })
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((m) => m.username === 'summitsam')).toBe(true)
    const call = await lastCall()
    expect([call.method, call.path, call.query.limit]).toEqual([
      'GET',
      '/social/customers/cust-1004/media/recent',
      '5',
    ])
  })

  it('CAT-051 GET /media/{mediaId}/streams reads the streams a media item is in', async () => {
    const { data } = await getMediaStreams(client(), 'sm-005')
    expect(data.map((s) => s.id)).toEqual(['stream-trail', 'stream-camp'])
    expect((await lastCall()).path).toBe('/social/media/sm-005/streams')
  })

  it('CAT-052 GET /streams/{streamId}/media/recent reads that stream’s media', async () => {
    const { data } = await getStreamMedia(client(), 'stream-camp')
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((m) => m.streamIds.includes('stream-camp'))).toBe(true)
    expect((await lastCall()).path).toBe('/social/streams/stream-camp/media/recent')
  })

  it('CAT-055 POST /stashes saves a named set of media', async () => {
    const stash = await createStash(client(), { name: 'Camp picks', mediaIds: ['sm-001', 'sm-005'] })
    expect(stash).toMatchObject({ name: 'Camp picks' })
    expect(socialStore.stashes).toHaveLength(1)
    const call = await lastCall()
    expect([call.method, call.path, call.body]).toEqual([
      'POST',
      '/social/stashes',
      { name: 'Camp picks', mediaIds: ['sm-001', 'sm-005'] },
    ])
  })

  it('CAT-057 CAT-056 POST /users creates a user, and POST /users/{userId}/media adds their photo', async () => {
    const user = await createUser(client(), { username: 'newhiker' })
    expect(user.username).toBe('newhiker')
    expect((await lastCall()).path).toBe('/social/users')
    const photo = { imageUrl: 'https://img.example/lake.jpg', width: 640, height: 480, caption: 'Lake view' }
    const item = await uploadUserMedia(client(), user.id, photo)
    expect(item).toMatchObject({ username: 'newhiker', caption: 'Lake view', width: 640 })
    const call = await lastCall()
    expect([call.method, call.path, call.body]).toEqual(['POST', `/social/users/${user.id}/media`, photo])
  })
})
