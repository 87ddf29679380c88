/**
 * The location posts (PLAT-022, PLAT-032, decision 048): choosing a country and language (the selector,
 * and the confirmation's "go to that site"), and staying on this site (the confirmation). No imports:
 * this module reaches the browser.
 */
export const LOCATION_INTENTS = {
  choose: 'choose-location',
  stay: 'stay-on-site',
} as const

export const LOCATION_INTENT_NAMES = Object.values(LOCATION_INTENTS)
