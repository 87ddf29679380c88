import { describe, expect, it } from 'vitest'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as accountLoader } from '#app/routes/account.tsx'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as favoritesLoader } from '#app/routes/favorites.tsx'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { getSession } from '#app/sessions.server.ts'
import { CookieJar, get, post, runRoute, type RouteResult } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }

/** Everything a browser gets from a loader or action apart from the sealed session cookie. */
async function visible(result: RouteResult<unknown>) {
  const headers = [...(result.response?.headers ?? new Headers())]
    .filter(([name]) => name !== 'set-cookie')
    .map(([name, value]) => `${name}: ${value}`)
  const body = result.response && !result.response.bodyUsed ? await result.response.clone().text() : ''
  return [JSON.stringify(result.data ?? null), body, ...headers].join('\n')
}

describe('tokens stay in the sealed session', () => {
  it('AUTH-003 AUTH-005 no access token, refresh token or PKCE value reaches loader data, redirects or cookies in clear', async () => {
    const jar = new CookieJar()
    const page = await runRoute<{ honeypot: Record<string, string> }>(
      signInLoader,
      get('/en-us/sign-in', jar),
      L,
    )
    jar.store(page.cookies)
    const { honeypot } = page.data!
    const signedIn = await runRoute(
      signInAction,
      post(
        '/en-us/sign-in',
        {
          intent: 'sign-in',
          email: 'shopper@example.com',
          password: 'Passw0rd!',
          redirectTo: '/en-us/favorites',
          [honeypot.nameFieldName!]: '',
          [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom!,
        },
        jar,
      ),
      L,
    )
    expect(signedIn.status).toBe(303)
    jar.store(signedIn.cookies)
    const session = getSession(get('/en-us', jar)).data
    expect(session.tokenType).toBe('Registered')
    const secrets = [session.accessToken!, session.refreshToken!]
    expect(secrets.every((s) => s && s.length > 8)).toBe(true)

    const results = [
      signedIn,
      await runRoute(rootLoader, get('/en-us/favorites', jar), L),
      await runRoute(favoritesLoader, get('/en-us/favorites', jar), L),
      await runRoute(accountLoader, get('/en-us/account', jar), L),
      await runRoute(cartLoader, get('/en-us/cart', jar), L),
      await runRoute(homeLoader, get('/en-us', jar), L),
      await runRoute(signInLoader, get('/en-us/sign-in', jar), L),
    ]
    for (const result of results) {
      const seen = await visible(result)
      for (const secret of secrets) expect(seen).not.toContain(secret)
      // The session cookie is sealed: the token is not readable from it either.
      for (const cookie of result.cookies) for (const secret of secrets) expect(cookie).not.toContain(secret)
    }
    // The root loader's data is what every page's HTML embeds: it says signed in, and nothing more.
    expect(results[1]!.data).toMatchObject({ signedIn: true })
    expect(location(signedIn)).toBe('/en-us/favorites')
  })
})

function location(result: { response?: Response }) {
  return result.response?.headers.get('Location') ?? null
}
