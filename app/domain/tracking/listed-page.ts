/**
 * The document event a listing dispatches with a page it appended in place ("load more"): its view
 * (`{ tracking }`, as a listing's data holds it, decision 100), so that the browser's tracking knows
 * the records of its tiles (decision 042). A
 * listing's tile is a `[data-product-id][data-position]` element. Apart, with no imports: the listing
 * and the browser's tracking both read it, and it rides in the app shell.
 */
export const LISTED_PAGE_EVENT = 'listedpage'
