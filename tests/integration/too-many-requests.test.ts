import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { requestInfoContext } from '#app/context.server.ts'
import { shopperMiddleware } from '#app/shopper-middleware.server.ts'
import { i18nextMiddleware } from '#app/i18next.server.ts'
import { action as signInAction } from '#app/routes/sign-in.tsx'
import { loader as tooManyLoader } from '#app/routes/too-many-requests.tsx'
import { tooManyRequestsPath } from '#app/platform/security/rate-limit.server.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'

type Fn = (args: never) => unknown

/** Runs `fn` inside the root middleware the way React Router does, as a request the limiter flagged. */
async function runLimited(fn: Fn, request: Request) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 't', nonce: 'n', rateLimited: { retryAfterSeconds: 42 } })
  const args = {
    request,
    context,
    params: { locale: 'en-us' },
    unstable_pattern: '',
  } as unknown as Parameters<typeof shopperMiddleware>[0]
  try {
    return (await shopperMiddleware(
      args,
      () =>
        i18nextMiddleware(args, async () => {
          const result = await fn({ request, context, params: { locale: 'en-us' } } as never)
          if (result instanceof Response) return result
          const init = (result as { init?: ResponseInit }).init
          return new Response(JSON.stringify((result as { data: unknown }).data), init)
        }) as Promise<Response>,
    )) as Response
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

describe('posts past the rate limit', () => {
  it('the too-many-requests page answers 429 with Retry-After, in the site (root) layout', async () => {
    const response = await runLimited(
      tooManyLoader,
      new Request('http://localhost:3000/en-us/too-many-requests'),
    )
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('42')
    expect(await response.json()).toEqual({
      locale: 'en-us',
      title: 'Too many attempts | Trailhead Outfitters',
    })
  })

  it('a flagged sign-in post (a fetcher or enhanced form) never reaches the action: it is sent to that page', async () => {
    const response = await runLimited(
      signInAction,
      new Request('http://localhost:3000/en-us/sign-in', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'sign-in', email: 'shopper@example.com', password: 'Passw0rd!' }),
      }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/en-us/too-many-requests')
    expect(response.headers.get('Retry-After')).toBe('42')
    const calls = await capturedRequests()
    expect(calls.map((c) => c.path)).not.toContain('/consumers-v3/auth/signin')
  })

  it('the page is under the locale the post was made to', () => {
    expect(tooManyRequestsPath('/fr-ca/sign-in')).toBe('/fr-ca/too-many-requests')
    expect(tooManyRequestsPath('/sign-in')).toBe('/en-us/too-many-requests')
  })
})
