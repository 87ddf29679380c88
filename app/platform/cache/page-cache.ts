/**
 * The rules of the storefront's page cache for first visits (decision 065): which copy of a page a
 * new visitor may be given, and how long copies are kept. The middleware that uses them is
 * `features/page-cache/page-cache.server.ts`.
 */

/** What a first visit's page is rendered from, beyond its decisions: the same for every such visitor. */
export interface FirstVisitKey {
  /** The full URL, host and query included. */
  url: string
  /** The brand's app webview sees another channel (PLAT-013). */
  webview: boolean
  /** The CDN's country header: the location question depends on it (decision 048). */
  country: string | null
}

export function firstVisitKey({ url, webview, country }: FirstVisitKey): string {
  return JSON.stringify([url, webview, country])
}

/** An experiment's decision as the page was rendered: the variation, or null for the baselines. */
export type Decision = readonly [experienceId: string, variation: string | null]

export interface CachedPage<Replay = never> {
  /** The decisions the render made, in the order it made them. */
  decisions: readonly Decision[]
  /** What the render did besides the page, done again for each visitor given the copy. */
  replays: readonly Replay[]
  /** The document as it was sent (UTF-8). */
  body: Uint8Array<ArrayBuffer>
  /** The render's CSP nonce, and where it stands in `body`: each copy gets its own nonce there. */
  nonce: string
  nonceAt: readonly number[]
  status: number
  headers: readonly (readonly [string, string])[]
  /** The surrogate keys of what the page was built from (decision 069): a purge of any drops the copy. */
  keys: readonly string[]
  /** When the copy stops being served (ms, the store's clock). */
  expiresAt: number
}

/**
 * The copy made for the same decisions as this visitor's, or null. Decisions are asked in the order
 * the render made them and the first difference moves on to the next copy, so a visitor is decided
 * only for what the page they get shows: an experiment nested in a variant is asked only once the
 * variant that holds it is theirs. `decide` is expected to remember its answers within a request.
 */
export async function matchingPage<Page extends Pick<CachedPage, 'decisions'>>(
  pages: readonly Page[],
  decide: (experienceId: string) => Promise<string | null>,
): Promise<Page | null> {
  for (const page of pages) {
    let same = true
    for (const [experienceId, variation] of page.decisions) {
      if ((await decide(experienceId)) !== variation) {
        same = false
        break
      }
    }
    if (same) return page
  }
  return null
}

/** A document as sent, with the places of its CSP nonce. */
export function pageBody(
  body: Uint8Array<ArrayBuffer>,
  nonce: string,
): Pick<CachedPage, 'body' | 'nonce' | 'nonceAt'> {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const needle = Buffer.from(nonce)
  const nonceAt: number[] = []
  for (let at = nonce ? bytes.indexOf(needle) : -1; at !== -1; at = bytes.indexOf(needle, at + needle.length))
    nonceAt.push(at)
  return { body, nonce, nonceAt }
}

/**
 * The copy's document for a response whose CSP nonce is `nonce`: the bytes copied, the nonce
 * written over the render's (the same length: 16 random bytes in base64), no text decoded again.
 */
export function withNonce(
  page: Pick<CachedPage, 'body' | 'nonce' | 'nonceAt'>,
  nonce: string,
): Uint8Array<ArrayBuffer> {
  if (!page.nonceAt.length || nonce === page.nonce) return page.body
  if (Buffer.byteLength(nonce) !== Buffer.byteLength(page.nonce)) {
    const text = Buffer.from(page.body).toString('utf8').replaceAll(page.nonce, nonce)
    return new Uint8Array(Buffer.from(text))
  }
  const copy = new Uint8Array(page.body)
  const bytes = Buffer.from(copy.buffer, copy.byteOffset, copy.byteLength)
  for (const at of page.nonceAt) bytes.write(nonce, at, 'utf8')
  return copy
}

/** Bytes a copy holds in memory. */
export function pageBytes(page: Pick<CachedPage, 'body'>): number {
  return page.body.byteLength
}

/**
 * Copies per first-visit key, for `ttlMs`, in at most `maxBytes`: the least recently used key goes
 * first when a new copy would not fit, and a key keeps at most `perKey` copies (one per combination
 * of decisions, the newest first).
 */
export class PageStore<Replay = never> {
  private readonly pages = new Map<string, CachedPage<Replay>[]>()
  private bytes = 0

  constructor(
    private readonly options: { ttlMs: number; maxBytes: number; perKey: number; now?: () => number },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now()
  }

  /** The live copies for a key, the newest first; marks the key as used. */
  get(key: string): CachedPage<Replay>[] {
    const pages = this.pages.get(key)
    if (!pages) return []
    const now = this.now()
    const live = pages.filter((page) => page.expiresAt > now)
    for (const page of pages) if (page.expiresAt <= now) this.bytes -= pageBytes(page)
    this.pages.delete(key)
    if (live.length) this.pages.set(key, live)
    return live
  }

  /** Keeps a copy made now, replacing one with the same decisions. */
  set(key: string, page: Omit<CachedPage<Replay>, 'expiresAt'>): void {
    const size = pageBytes(page)
    if (size > this.options.maxBytes) return
    const sameDecisions = JSON.stringify(page.decisions)
    const pages = this.get(key).filter((other) => {
      if (JSON.stringify(other.decisions) !== sameDecisions) return true
      this.bytes -= pageBytes(other)
      return false
    })
    const kept = [{ ...page, expiresAt: this.now() + this.options.ttlMs }, ...pages]
    for (const dropped of kept.splice(this.options.perKey)) this.bytes -= pageBytes(dropped)
    this.pages.delete(key)
    this.bytes += size
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.pages.keys().next()
      if (oldest.done) break
      for (const gone of this.pages.get(oldest.value) ?? []) this.bytes -= pageBytes(gone)
      this.pages.delete(oldest.value)
    }
    this.pages.set(key, kept)
  }

  /** Drops every copy built from any of `keys` (a purge, decision 069); how many went. */
  purge(keys: ReadonlySet<string>): number {
    let dropped = 0
    for (const [key, pages] of this.pages) {
      const kept = pages.filter((page) => !page.keys.some((each) => keys.has(each)))
      if (kept.length === pages.length) continue
      for (const page of pages) if (!kept.includes(page)) this.bytes -= pageBytes(page)
      dropped += pages.length - kept.length
      if (kept.length) this.pages.set(key, kept)
      else this.pages.delete(key)
    }
    return dropped
  }

  get size(): { keys: number; bytes: number } {
    return { keys: this.pages.size, bytes: this.bytes }
  }
}
