import { createHash } from 'node:crypto'
import { bootCodeOf } from './boot-after-paint.server.ts'

/**
 * A document a shared cache may keep carries no CSP nonce (decision 069): a nonce served to every
 * visitor of the cached copy is no secret, and an injected script could copy it. Its inline scripts are
 * allowed by their SHA-256 hashes instead, computed from the document as it leaves: a script whose
 * text is not exactly one of these is refused.
 */

// Inline classic, module and data scripts: everything between <script …> and </script> without a src.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** The CSP source for a script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The document without its nonce (attributes and the boot script's copy), and its scripts' hashes. */
export function withoutNonce(html: string, nonce: string): { html: string; hashes: string[] } {
  const stripped = nonce ? html.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, '') : html
  const hashes = new Set<string>()
  for (const match of stripped.matchAll(INLINE_SCRIPT)) if (match[1]) hashes.add(scriptHash(match[1]))
  const boot = bootCodeOf(stripped)
  if (boot) hashes.add(scriptHash(boot))
  return { html: stripped, hashes: [...hashes] }
}

/** The internal header that carries the hashes to the server, which writes them into the policy. */
export const SCRIPT_HASHES_HEADER = 'X-Script-Hashes'

/** The policy with the request's nonce source replaced by the hashes; unchanged when it has none. */
export function policyWithHashes(policy: string, nonce: string, hashes: string): string {
  const source = `'nonce-${nonce}'`
  if (!nonce || !policy.includes(source)) return policy
  return policy.replace(source, hashes).replaceAll(/ {2,}/g, ' ').replace(' ;', ';')
}
