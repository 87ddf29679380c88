import { describe, expect, it } from 'vitest'
import { serveBehindLimiter } from '#tests/helpers/limiter-server.ts'
import { LIMITED_POSTS_PER_MINUTE, limitSignInLikePosts } from '#app/platform/security/rate-limit.server.ts'

const limiter = serveBehindLimiter(limitSignInLikePosts)

const postTo = (path: string) =>
  fetch(`${limiter.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'intent=sign-in&email=a%40b.co&password=x',
  })

describe('rate limit', () => {
  it('sign-in posts past the limit get Retry-After and the too-many-requests page; pages and other posts are not limited', async () => {
    for (let i = 0; i < LIMITED_POSTS_PER_MINUTE; i += 1) {
      expect((await postTo('/en-us/sign-in')).status).toBe(200)
    }
    // Past the limit a plain post is answered by the too-many-requests page, as a GET of it.
    const limited = await postTo('/en-us/sign-in')
    expect(await limited.json()).toMatchObject({
      method: 'GET',
      url: '/en-us/too-many-requests',
      limited: { retryAfterSeconds: expect.any(Number) },
    })
    expect(limited.headers.get('RateLimit')).toMatch(/r=0/)
    // A data request (fetcher or enhanced form) is limited too, and goes on flagged to be redirected.
    const dataPost = await postTo('/fr-ca/sign-in.data')
    expect(await dataPost.json()).toMatchObject({ method: 'POST', url: '/fr-ca/sign-in.data' })
    // The same client's other sign-in-like posts share the budget…
    expect(await (await postTo('/en-us/forgot-password')).json()).toMatchObject({
      url: '/en-us/too-many-requests',
    })
    // …while reading the page and posting elsewhere go on.
    expect((await fetch(`${limiter.base}/en-us/sign-in`)).status).toBe(200)
    expect((await postTo('/en-us/cart')).status).toBe(200)
    expect((await postTo('/en-us/sign-out')).status).toBe(200)
  })
})
