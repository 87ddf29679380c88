import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { runRoute } from '#tests/helpers/route.ts'

/**
 * No redirect loops (decision 048): whatever the locale cookie, the Accept-Language header or the path,
 * a page request ends at a 200 after at most one redirect. Each hop is routed as React Router routes
 * it (the route table) and runs that page's loader inside the root middleware.
 */

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] }
const toRoutes = (entries: Entry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.file, path: entry.path, index: true }
      : { id: entry.file, path: entry.path, children: entry.children ? toRoutes(entry.children) : undefined },
  )
const TREE: RouteObject[] = [{ id: 'root', path: '/', children: toRoutes(routes as Entry[]) }]
const modules = import.meta.glob<{ loader?: (args: never) => unknown }>('../../app/routes/*.{ts,tsx}')
const MAX_REDIRECTS = 1

/** Requests `path` with `headers`, following redirects (at most MAX_REDIRECTS), as a browser would. */
async function follow(path: string, headers: Record<string, string> = {}) {
  let current = path
  for (let hops = 0; ; hops++) {
    // Concatenated, not resolved: `//cart` is a path here, as on the wire, not another host.
    const request = new Request(`http://localhost:3000${current}`, { headers })
    const { pathname } = new URL(request.url)
    const leaf = matchRoutes(TREE, pathname)?.at(-1)
    const load = leaf && modules[`../../app/${leaf.route.id}`]
    const loader = (load && (await load()).loader) ?? (() => null)
    const result = await runRoute(loader, request, leaf?.params ?? {})
    const location = result.response?.headers.get('Location')
    if (result.status < 300 || result.status >= 400 || !location)
      return { status: result.status, hops, pathname }
    if (hops >= MAX_REDIRECTS)
      throw new Error(`more than ${MAX_REDIRECTS} redirect from ${path}: ${current} → ${location}`)
    expect(new URL(location, 'http://localhost:3000').origin).toBe('http://localhost:3000')
    current = location
  }
}

const PDP = 'p/tempo-trail-runner-RS100001'

describe('no redirect loops (decision 048)', () => {
  it.each([
    ['/', {}, '/en-us'],
    ['/', { Cookie: 'locale=%%%garbage;;' }, '/en-us'],
    ['/cart', { Cookie: 'locale=xx-yy' }, '/en-us/cart'],
    ['/cart', { Cookie: 'locale=de-de' }, '/de-de/cart'],
    ['/search', { 'Accept-Language': ';;q=x,*-*;q=NaN, 12' }, '/en-us/search'],
    ['/cart', { 'Accept-Language': 'fr-CA,fr;q=0.8', Cookie: 'locale=<script>' }, '/fr-ca/cart'],
    ['/xx-yy/cart', { Cookie: 'locale=en-gb' }, '/en-gb/cart'],
    ['/EN-US/cart', { Cookie: 'locale=de-de' }, '/en-us/cart'],
    ['/En-Gb', {}, '/en-gb'],
    ['//cart', {}, '/en-us/cart'],
    ['/en-us//cart', {}, '/en-us/cart'],
    [`//de-de//${PDP}`, {}, `/de-de/${PDP}`],
    ['/en-us%2Fcart', {}, '/en-us/cart'],
    ['/%2Fde-de%2Fcart', { Cookie: 'locale=en-us' }, '/de-de/cart'],
  ])('PLAT-054 %s with %j ends at a 200 on %s after one redirect', async (path, headers, landing) => {
    const end = await follow(path, headers)
    expect(end).toEqual({ status: 200, hops: 1, pathname: landing })
  })

  it.each([
    ['/en-us', { Cookie: 'locale=de-de' }],
    ['/en-us/', { Cookie: 'locale=fr-fr' }],
    [`/de-de/${PDP}`, { Cookie: 'locale=en-us', 'Accept-Language': 'en-US' }],
    ['/fr-ca/cart', { Cookie: 'locale=garbage' }],
    [`/en-gb/${PDP}`, { 'CloudFront-Viewer-Country': 'DE' }],
  ])('PLAT-054 %s with %j is a 200 with no redirect: the locale in the path wins', async (path, headers) => {
    const end = await follow(path, headers)
    expect(end.status).toBe(200)
    expect(end.hops).toBe(0)
  })
})
