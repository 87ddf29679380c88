import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/listing.json' with { type: 'json' }

/** Listing and search-results text: facets, sort, paging, result counts (decision 005). */
export const listingNs = defineNamespace('listing', { en })
