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
 * The start, in three tasks of its own rather than one: the locale data (`Intl.Locale`'s likely
 * subtags, some 3 ms here), the list of locales ICU has, which every service builds its own view of
 * (about 7 ms, the one step that does not split), then the number data and the formatter (2–3 ms).
 * In one task it was 12–15 ms: about 100 ms at a slow phone's speed, half of it counted as blocking;
 * apart, the longest is about 60 ms. Each step runs in its own try, so a browser without one of
 * these calls still takes the next.
 */
const STEPS = [
  "new Intl.Locale('en').maximize()",
  "Intl.Collator.supportedLocalesOf('en')",
  'new Intl.NumberFormat().format(0)',
]

/**
 * The document's inline script: once the page has painted its first content, the formatter's start, a
 * step per task. Where the browser does not report paints, nothing is warmed.
 */
export const NUMBER_FORMAT_WARM_UP =
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();" +
  `var s=[${STEPS.map((step) => `function(){${step}}`).join(',')}],i=0;` +
  'function n(){try{s[i]()}catch(e){}if(++i<s.length)setTimeout(n)}setTimeout(n)' +
  "}}).observe({type:'paint',buffered:true})}catch(e){}"
