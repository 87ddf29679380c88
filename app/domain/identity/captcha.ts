import type { ConsentCategory } from '../tracking/consent.ts'

/**
 * PLAT-026 (decision 075): the captcha. The provider's script is loaded where a form posts a call
 * whose body lists `recaptcha_response` (sign-in, sign-up, shipping address, card save, place order);
 * the form carries the script's token in a hidden field of that name, and the server sends it on.
 * A post without one (no JavaScript, the script blocked or not yet answered) sends the configured
 * `CAPTCHA_TOKEN` instead, and the API decides. No runtime imports: the forms (browser) read this.
 */

/** The form field the token rides in, named as the call bodies name it. */
export const CAPTCHA_FIELD = 'recaptcha_response'

/** A longer field is not a token (the provider's are about 2 kB at most). */
export const CAPTCHA_TOKEN_MAX = 4096

/** The provider's action names, one per protected form (what the token was asked for). */
export const CAPTCHA_ACTIONS = {
  signIn: 'signin',
  signUp: 'signup',
  shippingAddress: 'shipping_address',
  saveCard: 'save_card',
  placeOrder: 'place_order',
} as const
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS]

/**
 * The consent category the captcha loads under. It guards sign-in, sign-up and payment against bots,
 * like the card provider's script guards the card: strictly necessary, so `required`, always allowed
 * (decision 037). Were it another category, a visitor who refused it would post the fallback token.
 */
export const CAPTCHA_CONSENT: ConsentCategory = 'required'

/** What a page needs to load the script and ask it for tokens. */
export interface CaptchaView {
  src: string
  siteKey: string
}

/** The script's address: the provider's URL with the site key as `render` (the provider's v3 form). */
export function captchaScriptSrc(scriptUrl: string, siteKey: string): string {
  const url = new URL(scriptUrl)
  url.searchParams.set('render', siteKey)
  return url.toString()
}

/**
 * The `recaptcha_response` a post sends on: the form's token when it carries one, else `fallback`
 * (the configured `CAPTCHA_TOKEN`).
 */
export function captchaResponse(form: FormData, fallback: string): string {
  const value = form.get(CAPTCHA_FIELD)
  const token = typeof value === 'string' ? value.trim() : ''
  return token && token.length <= CAPTCHA_TOKEN_MAX && !/\s/.test(token) ? token : fallback
}
