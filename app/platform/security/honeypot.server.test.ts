import { describe, expect, it } from 'vitest'
import {
  HONEYPOT_FIELD,
  HONEYPOT_VALID_FROM_FIELD,
  honeypotInputProps,
  passesHoneypot,
} from './honeypot.server.ts'

function form(values: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(values)) formData.set(name, value)
  return formData
}

describe('honeypot', () => {
  it('passes a form posted as served: the trap empty and the sealed time valid', () => {
    const props = honeypotInputProps(1000)
    expect(props.nameFieldName).toBe(HONEYPOT_FIELD)
    expect(
      passesHoneypot(
        form({ [HONEYPOT_FIELD]: '', [HONEYPOT_VALID_FROM_FIELD]: props.encryptedValidFrom }),
        2000,
      ),
    ).toBe(true)
  })

  it('fails a filled trap, missing fields, a forged or future time', () => {
    const sealed = honeypotInputProps(5000).encryptedValidFrom
    expect(
      passesHoneypot(form({ [HONEYPOT_FIELD]: 'spam', [HONEYPOT_VALID_FROM_FIELD]: sealed }), 6000),
    ).toBe(false)
    expect(passesHoneypot(form({}), 6000)).toBe(false)
    expect(passesHoneypot(form({ [HONEYPOT_FIELD]: '' }), 6000)).toBe(false)
    expect(passesHoneypot(form({ [HONEYPOT_FIELD]: '', [HONEYPOT_VALID_FROM_FIELD]: '1000' }), 6000)).toBe(
      false,
    )
    expect(passesHoneypot(form({ [HONEYPOT_FIELD]: '', [HONEYPOT_VALID_FROM_FIELD]: sealed }), 4000)).toBe(
      false,
    )
  })
})
