import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { seal, unseal } from '#app/platform/security/crypto.server.ts'
import { getEnv } from '#app/platform/env/env.server.ts'

/**
 * The honeypot of public forms (sign-up, forgot password). The inputs are drawn as remix-utils'
 * `<HoneypotInputs>` draws them, with ids of their own form (`HoneypotFields`); the check is ours,
 * because remix-utils' server half needs `@oslojs/crypto`, which is not installed. It follows the same
 * rules with the session's AES-GCM sealing: the trap field must be posted and empty, and the sealed
 * "valid from" time must be ours and not in the future. Unlike remix-utils, a post without the
 * honeypot fields fails too (a bot replaying a bare form).
 */

export const HONEYPOT_FIELD = 'name__confirm'
export const HONEYPOT_VALID_FROM_FIELD = 'from__confirm'
const PURPOSE = 'honeypot'

/** The props for `<HoneypotProvider>`: field names and the sealed time the form was served. */
export function honeypotInputProps(now = Date.now()): HoneypotInputProps {
  return {
    nameFieldName: HONEYPOT_FIELD,
    validFromFieldName: HONEYPOT_VALID_FROM_FIELD,
    encryptedValidFrom: seal(String(now), getEnv().sessionSecrets, PURPOSE),
  }
}

/** True when the post looks human: the trap is present and empty, the sealed time valid and past. */
export function passesHoneypot(formData: FormData, now = Date.now()): boolean {
  const trap = formData.get(HONEYPOT_FIELD)
  if (trap !== '') return false
  const sealed = formData.get(HONEYPOT_VALID_FROM_FIELD)
  if (typeof sealed !== 'string' || !sealed) return false
  const time = Number(unseal(sealed, getEnv().sessionSecrets, PURPOSE))
  return Number.isSafeInteger(time) && time > 0 && time <= now
}
