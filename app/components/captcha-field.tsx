import { useEffect, useRef } from 'react'
import { useRouteLoaderData } from 'react-router'
import { CAPTCHA_FIELD, type CaptchaAction, type CaptchaView } from '#app/domain/identity/captcha.ts'
import { useNonce } from './nonce.tsx'

/** The provider's tokens live two minutes: a fresh one is asked for well before. */
const REFRESH_MS = 90_000

interface CaptchaApi {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: CaptchaApi
  }
}

/**
 * PLAT-026 (decision 075): inside a form whose post sends `recaptcha_response`, the captcha provider's
 * script (with the page's CSP nonce; React puts it in the head once, however many forms ask) and the
 * hidden field its token goes in. Once the script has loaded, the field holds a token for `action`,
 * renewed before it expires. Without JavaScript the field stays empty and the server sends its
 * configured fallback. Nothing when the root loader sends no captcha (its consent category refused).
 */
export function CaptchaField({ action }: { action: CaptchaAction }) {
  const captcha = (useRouteLoaderData('root') as { captcha?: CaptchaView | null } | undefined)?.captcha
  const nonce = useNonce()
  const field = useRef<HTMLInputElement>(null)
  const siteKey = captcha?.siteKey
  useEffect(() => {
    if (!siteKey) return
    let stopped = false
    const fill = () => {
      const api = window.grecaptcha
      if (!api) return
      api.ready(() => {
        api.execute(siteKey, { action }).then(
          (token) => {
            if (!stopped && field.current) field.current.value = token
          },
          // No token: the post sends the fallback, and the API decides.
          () => undefined,
        )
      })
    }
    const script = document.querySelector('script[data-captcha]')
    fill()
    script?.addEventListener('load', fill)
    const timer = setInterval(fill, REFRESH_MS)
    return () => {
      stopped = true
      script?.removeEventListener('load', fill)
      clearInterval(timer)
    }
  }, [siteKey, action])
  if (!captcha) return null
  return (
    <>
      <script async src={captcha.src} nonce={nonce} data-captcha="" />
      {/* No value prop: React would write it back over the token on the form's next render. */}
      <input ref={field} type="hidden" name={CAPTCHA_FIELD} />
    </>
  )
}
