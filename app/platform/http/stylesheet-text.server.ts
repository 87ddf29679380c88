import { readFileSync } from 'node:fs'
import path from 'node:path'

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
