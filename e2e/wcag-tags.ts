/**
 * The axe rule tags every accessibility check runs: WCAG 2.2 AA (and the A and AA of 2.0 and 2.1 it
 * includes). The e2e journeys and `npm run bench` use the same list.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
