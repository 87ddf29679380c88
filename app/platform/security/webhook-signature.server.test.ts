import { describe, expect, it } from 'vitest'
import { signatureHeader, verifySignature } from './webhook-signature.server.ts'

const SECRET = 'secret'
const BODY = '{"id":"evt_1"}'
const NOW = 1_800_000_000

describe('decision 069: webhook signatures', () => {
  it('accepts its own signature within 300 s either way', () => {
    expect(verifySignature(signatureHeader(SECRET, NOW, BODY), BODY, SECRET, NOW)).toBe('valid')
    expect(verifySignature(signatureHeader(SECRET, NOW - 300, BODY), BODY, SECRET, NOW)).toBe('valid')
    expect(verifySignature(signatureHeader(SECRET, NOW + 300, BODY), BODY, SECRET, NOW)).toBe('valid')
  })

  it('a time further away is stale; another secret, body or time is forged; no header, missing', () => {
    expect(verifySignature(signatureHeader(SECRET, NOW - 301, BODY), BODY, SECRET, NOW)).toBe('stale')
    expect(verifySignature(signatureHeader('other', NOW, BODY), BODY, SECRET, NOW)).toBe('forged')
    expect(verifySignature(signatureHeader(SECRET, NOW, BODY), `${BODY} `, SECRET, NOW)).toBe('forged')
    const [, v1] = signatureHeader(SECRET, NOW, BODY).split(',')
    expect(verifySignature(`t=${NOW + 1},${v1}`, BODY, SECRET, NOW)).toBe('forged')
    expect(verifySignature(undefined, BODY, SECRET, NOW)).toBe('missing')
    expect(verifySignature(`t=${NOW}`, BODY, SECRET, NOW)).toBe('missing')
    expect(verifySignature('v1=zz,t=abc', BODY, SECRET, NOW)).toBe('missing')
  })

  it('one matching v1 among several is enough (a secret being rotated)', () => {
    const header = signatureHeader(SECRET, NOW, BODY)
    const other = signatureHeader('old', NOW, BODY).split(',')[1]
    expect(verifySignature(`${header},${other}`, BODY, SECRET, NOW)).toBe('valid')
  })
})
