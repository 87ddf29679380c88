import { expect, test } from '@playwright/test'
import { homePath } from '#app/models/paths.ts'

// server.ts and the production build exist only in this phase, so the checks of the server itself stay
// here (the session cookie and what the routes answer are checked in tests/integration). They read
// responses without a page, so the no-js project does not repeat them (@http).
test.describe('server', () => {
  test('answers /healthz, 404s a missing asset and sends a nonce CSP without inline scripts @http', async ({
    request,
  }) => {
    const health = await request.get('/healthz')
    expect(await health.json()).toEqual({ status: 'ok' })
    expect((await request.get('/assets/missing-file.js', { maxRedirects: 0 })).status()).toBe(404)

    const page = await request.get(homePath('en-us'))
    const csp = page.headers()['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? ''
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    const html = await page.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts.filter((t) => !t.includes('application/ld+json'))) {
      expect(tag).toContain(`nonce="${nonce}"`)
    }
  })
})
