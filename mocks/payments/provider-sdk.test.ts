import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/platform/env/env.server.ts'
import { HOSTED_FIELDS_SDK, HOSTED_FIELDS_SDK_PATH } from './provider-sdk.ts'

describe('the hosted-fields script', () => {
  it('CHK-037 the pinned integrity hash is the sha384 of the script the emulator serves, at the pinned path', () => {
    const env = parseEnv({})
    const hash = `sha384-${createHash('sha384').update(HOSTED_FIELDS_SDK, 'utf8').digest('base64')}`
    expect(env.PAYMENT_SDK_INTEGRITY).toBe(hash)
    expect(env.PAYMENT_SDK_PATH).toBe(HOSTED_FIELDS_SDK_PATH)
    expect(env.paymentProviderSdkUrl.endsWith(HOSTED_FIELDS_SDK_PATH)).toBe(true)
  })

  it('CHK-037 a hash that is not sha384 is refused at boot', () => {
    expect(() => parseEnv({ PAYMENT_SDK_INTEGRITY: 'sha256-abc' })).toThrow(/PAYMENT_SDK_INTEGRITY/)
  })
})
