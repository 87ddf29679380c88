import { describe, expect, it } from 'vitest'
import { policyWithHashes, scriptHash, withoutNonce } from './shareable-document.server.ts'

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA=='
const POLICY = `default-src 'self';script-src 'self' 'nonce-${NONCE}' https://pay.example;object-src 'none'`

const document = (nonce: string) =>
  `<html><head><script nonce="${nonce}">window.a=1</script></head><body>` +
  `<script type="application/ld+json">{"@type":"Product"}</script>` +
  `<script src="/assets/x.js" nonce="${nonce}"></script>` +
  `<script nonce="${nonce}">(function(){var d=document,n=${JSON.stringify(nonce)};` +
  `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent="import \\"/assets/entry.js\\"";d.head.appendChild(s)})()</script>` +
  `</body></html>`

describe('decision 069: a shareable document carries no nonce', () => {
  it("loses every copy of the nonce, attributes and the boot script's alike", () => {
    const { html } = withoutNonce(document(NONCE), NONCE)
    expect(html).not.toContain(NONCE)
    expect(html).not.toMatch(/\snonce="/)
  })

  it('lists the hash of each inline script as sent, and of the module the boot script adds', () => {
    const { html, hashes } = withoutNonce(document(NONCE), NONCE)
    expect(hashes).toContain(scriptHash('window.a=1'))
    expect(hashes).toContain(scriptHash('import "/assets/entry.js"'))
    const boot = /<script>(\(function[\s\S]*?)<\/script>/.exec(html)![1]!
    expect(hashes).toContain(scriptHash(boot))
    expect(hashes).toHaveLength(4)
  })

  it("the policy names the hashes in the nonce's place: an injected inline script, or one changed by a byte, is not allowed", () => {
    const { hashes } = withoutNonce(document(NONCE), NONCE)
    const policy = policyWithHashes(POLICY, NONCE, hashes.join(' '))
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'))!
    expect(scriptSrc).not.toContain('nonce-')
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    for (const hash of hashes) expect(scriptSrc).toContain(hash)
    expect(scriptSrc).not.toContain(scriptHash('alert(document.cookie)'))
    expect(scriptSrc).not.toContain(scriptHash('window.a=2'))
    expect(policy).toContain("object-src 'none'")
  })

  it('two visitors of one shared copy get the same bytes with no nonce; a page with no inline script allows none', () => {
    expect(withoutNonce(document('BBBBBBBBBBBBBBBBBBBBBB=='), 'BBBBBBBBBBBBBBBBBBBBBB==').html).toBe(
      withoutNonce(document(NONCE), NONCE).html,
    )
    expect(policyWithHashes(POLICY, NONCE, '')).toBe(
      "default-src 'self';script-src 'self' https://pay.example;object-src 'none'",
    )
  })

  it('a policy without the nonce (development) is left as it is', () => {
    const dev = "script-src 'self' 'unsafe-inline'"
    expect(policyWithHashes(dev, NONCE, scriptHash('x'))).toBe(dev)
  })
})
