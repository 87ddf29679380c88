import { createHash } from 'node:crypto'

const versions = new WeakMap<object, string>()

/**
 * A short digest of a piece of content (the menu, the footer, a page's structured data), the same for
 * the same content: what a page's data carries in its place when the browser only needs to know whether
 * it changed. An object's is kept per object, as the content cache hands out the same object to every
 * request until it is read again.
 */
export function contentVersion(value: object | string): string {
  if (typeof value === 'string') return digest(value)
  let version = versions.get(value)
  if (version === undefined) {
    version = digest(JSON.stringify(value))
    versions.set(value, version)
  }
  return version
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16)
}
