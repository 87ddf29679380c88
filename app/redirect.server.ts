import { data, redirect } from 'react-router'
import { ownOriginPath } from '#app/domain/paths/redirect-target.ts'
import { toastCookie, type Toast } from '#app/sessions.server.ts'

/**
 * A redirect target from input, kept only as a path on our origin (`ownOriginPath`: never `//host`,
 * `/\host`, a scheme, control characters or escapes that decode into those), else `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  return ownOriginPath(to) ?? fallback
}

/** POST-redirect-GET with a toast for the next page (303 so the browser follows with a GET). */
export function redirectWithToast(url: string, toast: Toast, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', toastCookie(toast))
  return redirect(url, { status: 303, headers })
}

/**
 * An enhanced post's answer in place (a fetcher's, with JavaScript) with its toast for the root to show:
 * the same toast cookie `redirectWithToast` sets, without sending the shopper anywhere.
 */
export function dataWithToast<T>(value: T, toast: Toast) {
  return data(value, { headers: { 'Set-Cookie': toastCookie(toast) } })
}
