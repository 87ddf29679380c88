/**
 * The page cache's public surface: what other features use of the first-visit page copies. A feature
 * imports the page cache from here only (lint keeps it).
 */
export { purgePageCopies } from './page-cache.server.ts'
