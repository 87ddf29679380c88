import { expect, test } from '@playwright/test'
import { homePath } from '#app/models/paths.ts'

test.describe('server', () => {
  test('answers /healthz, 404s a missing asset and sends a nonce CSP without inline scripts', async ({
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

  test('the session cookie is httpOnly, SameSite=Lax and Secure, and its content is not readable', async ({
    request,
  }) => {
    const response = await request.get(homePath('en-us'), { maxRedirects: 0 })
    const setCookie = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
    const session = setCookie.find((h) => h.value.startsWith('__session='))?.value ?? ''
    expect(session).toMatch(/HttpOnly/)
    expect(session).toMatch(/SameSite=Lax/)
    expect(session).toMatch(/Secure/)
    const value = decodeURIComponent(session.split(';')[0]!.slice('__session='.length))
    expect(Buffer.from(value.split('.')[1] ?? '', 'base64url').toString('latin1')).not.toMatch(
      /accessToken|at_/,
    )
  })
})
