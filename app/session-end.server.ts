import type { RouterContextProvider } from 'react-router'
import { getI18n } from './i18next.server.ts'
import type { Shopper } from './shopper-context.server.ts'

/**
 * A shopper whose registered session ended on a request (context.server.ts): where they go back to
 * after signing in, and the toast that tells them why.
 */

// Pages that only exist for a signed-in shopper, also when their loader sets no guard (posts included).
const SIGNED_IN_PAGES = /^\/[^/]+\/(account|favorites|saved-for-later)(\/|$)/

/** Where a shopper whose session ended on this request must go back to after signing in, if anywhere. */
export function signInBackFor(shopper: Shopper, url: URL, method: string): string | undefined {
  if (shopper.signInRequiredFor) return shopper.signInRequiredFor
  if (!SIGNED_IN_PAGES.test(url.pathname)) return undefined
  return method === 'GET' ? `${url.pathname}${url.search}` : url.pathname
}

/** The toast of a shopper sent to sign in because their session ended (the i18n middleware runs inside this one). */
export function sessionEndedTitle(context: Readonly<RouterContextProvider>): string | undefined {
  try {
    return getI18n(context).t('signIn.sessionEnded', { ns: 'identity' })
  } catch {
    return undefined
  }
}
