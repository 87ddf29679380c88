import { redirect } from 'react-router'
import { toastCookie, type Toast } from '#app/sessions.server.ts'

const OWN_ORIGIN = 'http://storefront.invalid'
const MAX_REDIRECT_LENGTH = 2048

/**
 * A redirect target from input, kept only when it resolves to our own origin. Resolving with the URL
 * parser (which drops tabs and newlines and reads backslashes as slashes, as browsers do) catches
 * targets such as `/\t/evil.com` that a prefix check lets through.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.trim()) return fallback
  // No page of ours has an address this long; a longer one is an attack or junk, never a 500 (decision 043).
  if (to.length > MAX_REDIRECT_LENGTH) return fallback
  let url: URL
  try {
    url = new URL(to, OWN_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== OWN_ORIGIN) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** POST-redirect-GET with a toast for the next page (303 so the browser follows with a GET). */
export function redirectWithToast(url: string, toast: Toast, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', toastCookie(toast))
  return redirect(url, { status: 303, headers })
}
