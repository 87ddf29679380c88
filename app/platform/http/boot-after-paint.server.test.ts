import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bootAfterFirstPaint, bootCodeOf, compactManifest } from './boot-after-paint.server.ts'
import { scriptHash, withoutNonce } from './shareable-document.server.ts'

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/></head>'
/** React Router's boot script, with markup in a string (React Router writes no `</script` in it). */
const CODE =
  'import * as route0 from "/assets/root.js";window.__copy = "<b>Größe</b> <!--";import("/assets/entry.client.js");'
const BODY =
  '<body><p>Größe: 42 – “Wanderschuh”</p><script nonce="n0nce">window.__reactRouterContext = {}</script>' +
  `<script nonce="n0nce" type="module" async="">${CODE}</script>` +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[]")</script></body></html>'

/** The document through the transform, cut into chunks of `size` bytes. */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html)
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return text(Readable.from(chunks).pipe(bootAfterFirstPaint()))
}

interface Element {
  tag: string
  [property: string]: unknown
}

/**
 * Runs the script that took the boot script's place in a page that has `paint` (or not) to report,
 * and returns what it added to the head and how to move the page on: the next frame, the paint, time.
 */
function runBoot(html: string, { reportsPaint }: { reportsPaint: boolean }) {
  const script = /<script nonce="n0nce">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!script) throw new Error('no boot script in the document')
  const added: Element[] = []
  const frames: (() => void)[] = []
  const timers: { ms: number; run: () => void }[] = []
  type Report = (list: { getEntriesByName: (name: string) => unknown[] }, o: PerformanceObserver) => void
  const watching = new Set<PerformanceObserver>()
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'resource'] : ['resource']
    constructor(readonly report: Report) {}
    observe() {
      watching.add(this)
    }
    disconnect() {
      watching.delete(this)
    }
  }
  const firstPaint = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) }
  runInNewContext(script, {
    window: { PerformanceObserver },
    PerformanceObserver,
    document: {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Element) => added.push(element) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ ms, run }),
  })
  return {
    added,
    paint: () => [...watching].forEach((observer) => observer.report(firstPaint, observer)),
    frame: () => frames.splice(0).forEach((run) => run()),
    timers: (upTo: number) => timers.filter((timer) => timer.ms <= upTo).forEach((timer) => timer.run()),
  }
}

const expectBoot = (added: Element[]) => {
  expect(added).toEqual([
    { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client.js', nonce: 'n0nce' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/root.js', nonce: 'n0nce' },
    { tag: 'script', type: 'module', nonce: 'n0nce', textContent: CODE },
  ])
}

describe('the page’s JavaScript starts after its first paint (decision 060)', () => {
  it('takes the module preloads out of the head and the boot script out of the body, and leaves the rest as it was', async () => {
    const out = await through(HEAD + BODY, 64 * 1024)
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).not.toMatch(/<script[^>]*type="module"/)
    expect(out).toContain('<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/>')
    const [before, after] = BODY.split(`<script nonce="n0nce" type="module" async="">${CODE}</script>`)
    expect(out.startsWith(HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '') + before)).toBe(true)
    expect(out.endsWith(after!)).toBe(true)
    // No markup in the script that carries the boot's text: nothing in it can end or escape it.
    const carrier = /<script nonce="n0nce">(\(function\(\)[\s\S]*?)<\/script>/.exec(out)?.[1]
    expect(carrier).toContain('Größe')
    expect(carrier).not.toContain('<')
  })

  it('adds the preloads and the boot script, with the page’s nonce, once the browser reports the first paint', async () => {
    const page = runBoot(await through(HEAD + BODY, 64 * 1024), { reportsPaint: true })
    page.frame()
    expect(page.added).toEqual([])
    page.paint()
    expectBoot(page.added)
    // Once only, whatever comes next.
    page.timers(1_000_000)
    page.paint()
    expect(page.added).toHaveLength(3)
  })

  it('starts after the next frame where the browser reports no paint, and after a few seconds in a tab that never paints', async () => {
    const html = await through(HEAD + BODY, 64 * 1024)
    const noPaintReport = runBoot(html, { reportsPaint: false })
    noPaintReport.frame()
    expect(noPaintReport.added).toEqual([])
    noPaintReport.timers(0)
    expectBoot(noPaintReport.added)

    const hidden = runBoot(html, { reportsPaint: true })
    hidden.timers(1000)
    expect(hidden.added).toEqual([])
    hidden.timers(3000)
    expectBoot(hidden.added)
  })

  it('adds a module preloaded twice in the head once', async () => {
    // React Router lists the client entry for itself and again among the root route's imports.
    const twice = HEAD.replace(
      '</head>',
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/></head>',
    )
    const page = runBoot(await through(twice + BODY, 64 * 1024), { reportsPaint: true })
    page.paint()
    expectBoot(page.added)
  })

  it('gives the same document however the stream is cut, multi-byte characters included', async () => {
    const whole = await through(HEAD + BODY, 64 * 1024)
    for (const size of [1, 2, 3, 7, 25, 100, 300]) expect(await through(HEAD + BODY, size)).toBe(whole)
  })

  it('passes a document without a head or a boot script through untouched', async () => {
    const fragment = '<p>Größe</p><link rel="modulepreload" href="/x.js"/><script type="module">x</script>'
    expect(await through(fragment, 5)).toBe(fragment)
    const noBoot = HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '') + '<body><p>Größe</p></body></html>'
    expect(await through(noBoot, 7)).toBe(noBoot)
  })
})

describe('decision 092: a first visit’s whole stylesheet', () => {
  it('is added to the head before the modules once the page has painted, where its head only asks for it ahead', async () => {
    const head = HEAD.replace('</head>', '<link rel="prefetch" href="/assets/app-1a2B.css"/></head>')
    const page = runBoot(await through(head + BODY, 64 * 1024), { reportsPaint: true })
    expect(page.added).toEqual([])
    page.paint()
    expect(page.added[0]).toEqual({ tag: 'link', rel: 'stylesheet', href: '/assets/app-1a2B.css' })
    expectBoot(page.added.slice(1))
  })
})

describe('decision 069: the module the boot script adds, for a policy of hashes', () => {
  it('is read back from the document exactly as React Router wrote it, and its hash is listed once the nonce is gone', async () => {
    const html = await through(HEAD + BODY, 64)
    expect(bootCodeOf(html)).toBe(CODE)
    const shared = withoutNonce(html, 'n0nce')
    expect(bootCodeOf(shared.html)).toBe(CODE)
    expect(shared.hashes).toContain(scriptHash(CODE))
    expect(bootCodeOf('<html><body>no boot script</body></html>')).toBeNull()
  })
})

describe('the boot script’s route manifest', () => {
  // As React Router writes it: indented JSON between the route modules' imports and the entry's.
  const manifest = {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/app-shell.js'], css: [] },
    routes: {
      root: { id: 'root', path: '', hasLoader: true, module: '/assets/root.js', imports: [], css: [] },
      'routes/pdp': { id: 'routes/pdp', parentId: 'root', path: ':locale/p/:slug', module: '/assets/pdp.js' },
    },
    url: '/assets/manifest-1a2b.js',
    version: '1a2b',
  }
  const code =
    ';\nimport * as route0 from "/assets/root.js";\n' +
    `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n` +
    '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");'

  it('is added on one line, the same manifest, with the code around it as React Router wrote it', async () => {
    const html = await through(HEAD + BODY.replace(CODE, code), 64)
    const added = bootCodeOf(html)!
    expect(added).toBe(code.replace(JSON.stringify(manifest, null, 2), JSON.stringify(manifest)))
    expect(added).not.toMatch(/\n {4}/)
    const window: Record<string, unknown> = {}
    runInNewContext(added.replace(/^;\s*import[^\n]*\n|import\([^)]*\);$/gm, ''), { window, route0: {} })
    expect(window.__reactRouterManifest).toEqual(manifest)
  })

  it('cannot end the script element: a `<` in a value is written escaped', () => {
    const withTag = code.replace('"version": "1a2b"', '"version": "</script><script>alert(1)</script>"')
    const compacted = compactManifest(withTag)
    expect(compacted).not.toContain('</script>')
    expect(compacted).toContain('"version":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"')
  })

  it('is left as it was when it does not read back as JSON', () => {
    const broken = code.replace('"version": "1a2b"', 'version: 1a2b')
    expect(compactManifest(broken)).toBe(broken)
    expect(compactManifest(CODE)).toBe(CODE)
  })
})
