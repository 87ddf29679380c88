/**
 * Bars a shopper can close (CMS-077, CMS-106): the cookies that remember it, the close form's route and
 * intent, and the reading of those cookies. Apart from the carousel rules, as every page reads it.
 */

/** Cookie remembering that the shopper closed the promo bar (CMS-106). */
export const PROMO_BAR_CLOSED_COOKIE = 'promoBarClosed'
/** Cookie remembering that the shopper closed the benefit bar (CMS-077). */
export const BENEFIT_BAR_CLOSED_COOKIE = 'benefitBarClosed'

/** What a close button can dismiss (the form's `key`), and the cookie that remembers it. */
export const DISMISS_COOKIES = {
  promoBar: PROMO_BAR_CLOSED_COOKIE,
  benefitBar: BENEFIT_BAR_CLOSED_COOKIE,
} as const
export type DismissKey = keyof typeof DISMISS_COOKIES

/** The close form's intent; the form posts to `dismissPath` without JavaScript. */
export const DISMISS_INTENT = 'dismiss'

/** How long a closed bar stays closed: 30 days, then a new promotion gets a chance to be seen. */
export const DISMISS_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

/** True for a string that names something a close button can dismiss. */
export function isDismissKey(key: unknown): key is DismissKey {
  return typeof key === 'string' && Object.hasOwn(DISMISS_COOKIES, key)
}

/** The `document.cookie` assignment (and Set-Cookie value) remembering that `key` was closed. */
export function dismissCookie(key: DismissKey): string {
  return `${DISMISS_COOKIES[key]}=1; path=/; max-age=${DISMISS_MAX_AGE_SECONDS}; SameSite=Lax`
}

/** The keys whose cookies a Cookie header sets to 1, for the blocks' `dismissed` prop. */
export function dismissedKeys(cookieHeader: string | null | undefined): Set<DismissKey> {
  const set = new Set<DismissKey>()
  if (!cookieHeader) return set
  const values = new Map(
    cookieHeader.split(';').map((part) => {
      const [name = '', ...rest] = part.trim().split('=')
      return [name, rest.join('=')] as const
    }),
  )
  for (const key of Object.keys(DISMISS_COOKIES) as DismissKey[]) {
    if (values.get(DISMISS_COOKIES[key]) === '1') set.add(key)
  }
  return set
}
