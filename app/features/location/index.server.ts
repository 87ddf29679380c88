/** The location's public surface: the country the shopper's request comes from (the page cache keys on it). */
export { detectedCountry } from './cookie.server.ts'
