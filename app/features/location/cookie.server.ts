import { parse, serialize } from 'cookie'
import { cookieOptions } from '#app/sessions.server.ts'

/**
 * The shopper's answer to the location question (PLAT-032, decision 048): set by any location post
 * (a choice in the selector, "go" or "stay" in the confirmation), so the confirmation never shows
 * again. Only the server reads it. The locale cookie cannot say this: every visit to a locale sets it.
 */
export const LOCATION_CHOSEN_COOKIE = 'location-chosen'
const ONE_YEAR = 60 * 60 * 24 * 365

export function locationChosenCookie(): string {
  return serialize(LOCATION_CHOSEN_COOKIE, '1', cookieOptions(ONE_YEAR))
}

/** True once the shopper has answered (or chosen a location). */
export function hasChosenLocation(request: Request): boolean {
  return parse(request.headers.get('Cookie') ?? '')[LOCATION_CHOSEN_COOKIE] === '1'
}

/** The shopper's country as the configured header (the CDN's) gives it, or null when absent. */
export function detectedCountry(request: Request, header: string): string | null {
  return request.headers.get(header)?.trim() || null
}
