/**
 * A page that shows formatted numbers as it hydrates (the product page's buy box, the cart's lines and
 * totals, the payment step's amounts) says so in its route's `handle`: its document then carries the
 * numbers its server render formatted, and the browser shows them again from there rather than start its
 * own number formatting while it hydrates (decision 116). Other pages keep their numbers as the server
 * drew them (static islands) and carry no table.
 */
export const HYDRATES_NUMBERS = { hydratesNumbers: true } as const

/** True when one of the matched routes' handles says its page shows formatted numbers as it hydrates. */
export const hydratesNumbers = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => typeof handle === 'object' && handle !== null && 'hydratesNumbers' in handle)
