/**
 * Product rules that pages need in the browser, kept apart from the zod schemas so that importing
 * them does not ship zod to the page.
 */

/** Low stock: at or under this quantity a variant is shown as "only N left". The spec names no threshold; 5 is our default. */
export const LOW_STOCK_THRESHOLD = 5

/** Product ids of the page-type grammar (A3): two capitals then 6-9 capitals or digits. */
export const PRODUCT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{6,9}$/

/** Product types the size-chart service has a chart for (CAT-040); the PDP links the chart for these. */
export const SIZE_CHART_TYPES: readonly string[] = ['shoes', 'boots', 'apparel', 'accessories']
