import { describe, expect, it } from 'vitest'
import { CAPTCHA_FIELD, captchaResponse, captchaScriptSrc } from './captcha.ts'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('captcha token', () => {
  it('PLAT-026 a form’s token is sent on as it is; without one, the configured fallback', () => {
    expect(CAPTCHA_FIELD).toBe('recaptcha_response')
    expect(captchaResponse(form({ recaptcha_response: ' 03AFcWeA-token_1 ' }), 'fallback')).toBe(
      '03AFcWeA-token_1',
    )
    expect(captchaResponse(form({}), 'fallback')).toBe('fallback')
    expect(captchaResponse(form({ recaptcha_response: '' }), 'fallback')).toBe('fallback')
    expect(captchaResponse(form({ recaptcha_response: 'two words' }), 'fallback')).toBe('fallback')
    expect(captchaResponse(form({ recaptcha_response: 'x'.repeat(5000) }), 'fallback')).toBe('fallback')
  })

  it('PLAT-026 the script address names the site key as the provider expects', () => {
    expect(captchaScriptSrc('https://captcha.example.com/api.js', 'site-key-1')).toBe(
      'https://captcha.example.com/api.js?render=site-key-1',
    )
  })
})
