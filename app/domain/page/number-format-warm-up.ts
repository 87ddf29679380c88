/**
 * The browser's first `Intl.NumberFormat` (or `DateTimeFormat`) starts ICU's number and date data:
 * some 12 ms on a fast machine, and eight times that on a slow phone, however small the number. A page
 * that shows a price as it hydrates (the product page's buy box, the cart's lines and totals, the
 * payment step's amounts) paid it inside the hydration's long task. Such a page's route says so in its
 * `handle`, and the document then starts ICU in a task of its own once it is parsed, while the page's
 * scripts still load, so the main thread is free again before the page hydrates (decision 104).
 */
export const WARMS_NUMBER_FORMAT = { warmsNumberFormat: true } as const

/** True when one of the matched routes' handles asks for the warm-up. */
export const warmsNumberFormat = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => typeof handle === 'object' && handle !== null && 'warmsNumberFormat' in handle)

/**
 * The document's inline script: once the page has painted its first content, one formatter, made and
 * used in a task of its own. Where the browser does not report paints, nothing is warmed.
 */
export const NUMBER_FORMAT_WARM_UP =
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(function(){new Intl.NumberFormat().format(0)})}}).observe({type:'paint',buffered:true})}catch(e){}"
