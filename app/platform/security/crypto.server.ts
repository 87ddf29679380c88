import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Authenticated encryption (AES-256-GCM) for cookie values, so a cookie can neither be read nor
 * altered by the browser. Keys are derived per secret with HKDF; the first secret seals, every
 * secret unseals, which allows rotation.
 */
const VERSION = 'v1'
const keyCache = new Map<string, Buffer>()

function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`
  let key = keyCache.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'storefront-cookie-v1', purpose, 32))
    keyCache.set(id, key)
  }
  return key
}

/** Seals a string with the first secret. */
export function seal(plaintext: string, secrets: readonly string[], purpose: string): string {
  const secret = secrets[0]
  if (!secret) throw new Error('No secret to seal with')
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** Unseals a value sealed with any of the secrets; null when it is not ours or was tampered with. */
export function unseal(sealed: string, secrets: readonly string[], purpose: string): string | null {
  const [version, payload] = sealed.split('.')
  if (version !== VERSION || !payload) return null
  const raw = Buffer.from(payload, 'base64url')
  if (raw.length < 12 + 16) return null
  const iv = raw.subarray(0, 12)
  const tag = raw.subarray(raw.length - 16)
  const body = raw.subarray(12, raw.length - 16)
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    } catch {
      // Not this secret: try the next one.
    }
  }
  return null
}
