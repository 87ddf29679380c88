import { readFileSync } from 'node:fs'
import path from 'node:path'
import { carriesShopperState } from '#app/platform/cache/cache-policy.ts'

const ASSET = /^\/assets\/[\w.-]+\.css$/
const clientDir = path.resolve('build/client')
const texts = new Map<string, string | undefined>()

/**
 * A built stylesheet's text by its URL (`/assets/app-<hash>.css`), read once from the client build.
 * Anything else (the dev server's URLs, a missing file) is undefined: the page then links it.
 */
export function stylesheetText(href: string): string | undefined {
  if (!ASSET.test(href)) return undefined
  if (!texts.has(href)) {
    let text: string | undefined
    try {
      text = readFileSync(path.join(clientDir, href), 'utf8')
    } catch {
      text = undefined
    }
    texts.set(href, text)
  }
  return texts.get(href)
}

/**
 * How a document carries the stylesheet (decision 078), as `stylesheetText` does or as "link it": a
 * first visitor (no cookie the storefront reads) gets its text in the head, so the first paint waits
 * for no file, and their browser fetches the file when idle, for the next pages. A visitor with state
 * of their own has had a page of ours before (the cookie came with it) and with it the file, kept for
 * a year under its hashed name: their documents link it, about 67 kB lighter.
 */
export function stylesheetTextFor(
  request: Request,
  consentCookie: string,
): (href: string) => string | undefined {
  return carriesShopperState(request.headers.get('Cookie'), consentCookie) ? () => undefined : stylesheetText
}
