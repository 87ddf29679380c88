import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { guestWithCart, Jar, send } from './helpers.ts'

/**
 * Decision 069 over HTTP, against the production build: a shareable page names what it is made of and
 * carries no nonce, its policy lists the hashes of exactly its inline scripts; a private page keeps a
 * nonce of its own per response; the change webhook answers as its contract says.
 */
const SITE = '/en-gb'
const PDP = `${SITE}/p/tempo-trail-runner-RS100001`
const PLP = `${SITE}/c/running-shoes-1010`
const SHARED = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400'

const keysOf = (response: Response) => (response.headers.get('Surrogate-Key') ?? '').split(' ')
const scriptSrc = (response: Response) =>
  (response.headers.get('Content-Security-Policy') ?? '')
    .split(';')
    .find((d) => d.startsWith('script-src ')) ?? ''
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter(Boolean)

describe('decision 069: a shareable page', () => {
  it('a product page: public for an hour, its product, variants, menu and locale as keys, in both headers', async () => {
    const response = await send(PDP)
    await response.text()
    expect(response.headers.get('Cache-Control')).toBe(SHARED)
    const keys = keysOf(response)
    expect(keys).toEqual(expect.arrayContaining(['locale:en-gb', 'menu', 'product:RS100001']))
    expect(keys.some((key) => key.startsWith('variant:'))).toBe(true)
    expect(keys.every((key) => /^[A-Za-z0-9:_.-]+$/.test(key))).toBe(true)
    expect(response.headers.get('Cache-Tag')).toBe(keys.join(','))
    expect(response.headers.has('X-Script-Hashes')).toBe(false)
  })

  it('a listing: its category and its products; the home page: its content documents', async () => {
    const listing = await send(PLP)
    await listing.text()
    expect(keysOf(listing)).toEqual(expect.arrayContaining(['category:1010', 'product:RS100001']))
    const home = await send(SITE)
    await home.text()
    expect(keysOf(home).filter((key) => key.startsWith('content:')).length).toBeGreaterThan(0)
  })

  it('no nonce anywhere; the policy allows exactly its inline scripts by hash, not an injected one', async () => {
    const response = await send(PDP)
    const html = await response.text()
    expect(html).not.toMatch(/\snonce="/)
    const allowed = scriptSrc(response)
    expect(allowed).not.toContain("'nonce-")
    expect(allowed).not.toContain("'unsafe-inline'")
    const scripts = inlineScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(allowed).toContain(hash(script))
    expect(allowed).not.toContain(hash('alert(document.cookie)'))
  })
})

describe('decision 116: a page that shows numbers as it hydrates carries the ones its render formatted', () => {
  const tables = (html: string) =>
    [...html.matchAll(/<script type="application\/json" data-drawn-numbers="">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, Record<string, string>>,
    )
  /** The document's text as a shopper reads it: tags and its data blocks gone. */
  const shown = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&#x27;', "'")

  it('the product page (a shared copy) and the cart carry only numbers they show; the home page and the listing carry none, and no page a script to start the formatter', async () => {
    const jar = await guestWithCart()
    for (const [path, shopper] of [
      [PDP, undefined],
      ['/en-us/cart', jar],
    ] as const) {
      const html = await (await send(path, { jar: shopper })).text()
      const found = tables(html)
      expect(found.length, path).toBeGreaterThan(0)
      const texts = found.flatMap((table) =>
        Object.values(table).flatMap((numbers) => Object.values(numbers)),
      )
      expect(texts.length, path).toBeGreaterThan(0)
      for (const text of texts) expect(shown(html), `${path}: ${text}`).toContain(text)
      expect(
        inlineScripts(html).filter((script) => script.includes('Intl.')),
        path,
      ).toEqual([])
    }
    for (const path of [SITE, PLP]) expect(tables(await (await send(path)).text()), path).toEqual([])
  })
})

describe('decision 069: no nonce is served twice', () => {
  it('shareable pages carry none; private ones each carry their own, on every element that has one', async () => {
    const jar = new Jar()
    jar.cookies.set('promoBarClosed', '1')
    const seen = new Set<string>()
    for (let n = 0; n < 5; n += 1) {
      const shared = await send(PDP)
      expect(await shared.text()).not.toMatch(/\snonce="/)
      expect(scriptSrc(shared)).not.toContain("'nonce-")
      const own = await send(PDP, { jar })
      const html = await own.text()
      expect(own.headers.get('Cache-Control')).toBe('private, no-cache')
      expect(own.headers.has('Surrogate-Key')).toBe(false)
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc(own))?.[1]
      expect(nonce).toBeDefined()
      expect([...new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]))]).toEqual([nonce])
      expect(seen.has(nonce!)).toBe(false)
      seen.add(nonce!)
    }
  })
})

describe('decision 069: the change webhook over HTTP', () => {
  const event = () =>
    JSON.stringify({
      id: `evt_reliability_${Date.now()}_${Math.random().toString(36).slice(2)}`,
      type: 'product.stock.changed',
      occurredAt: new Date().toISOString(),
      data: { productId: 'RS100001', variantIds: ['846121001041'] },
    })
  const sign = (body: string, secret = 'dev-webhook-secret') => {
    const t = Math.floor(Date.now() / 1000)
    return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
  }
  const hook = (body: string, signature?: string) =>
    send('/hooks/changes', {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { 'X-Webhook-Signature': signature } : {}),
      },
    })

  it('signed: 202 with the keys; again: 409; forged or unsigned: 401; a GET changes nothing: 405', async () => {
    const body = event()
    const accepted = await hook(body, sign(body))
    expect(accepted.status).toBe(202)
    expect(await accepted.json()).toEqual({ purged: ['product:RS100001', 'variant:846121001041'] })
    expect((await hook(body, sign(body))).status).toBe(409)
    const other = event()
    expect((await hook(other, sign(other, 'forged'))).status).toBe(401)
    expect((await hook(other)).status).toBe(401)
    expect((await hook('{', sign('{'))).status).toBe(400)
    expect((await send('/hooks/changes')).status).toBe(405)
  })
})
