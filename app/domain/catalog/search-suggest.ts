import { z } from 'zod'

/**
 * Search suggestions (GET /products/v2/search/autoSuggest, CAT-013) and the search hub
 * (GET /fapi/components/search-hub, CAT-041). The spec names both calls but not their payloads; the
 * shapes here are the ones documented in mocks/README.md. The mapping to what the shopper sees is in `search-options.ts`.
 */

const SitePathSchema = z.string()

export const SuggestedProductSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  brand: z.string().optional(),
  /** Locale-less product path, e.g. `/p/tempo-trail-runner-RS100001`. */
  url: SitePathSchema,
})

export const SuggestedCategorySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  /** Locale-less listing path, e.g. `/c/running-shoes-1010`. */
  url: SitePathSchema,
})

export const SuggestedTermSchema = z.looseObject({ term: z.string() })

export const SuggestResponseSchema = z.looseObject({
  query: z.string(),
  terms: z.array(SuggestedTermSchema).default([]),
  categories: z.array(SuggestedCategorySchema).default([]),
  products: z.array(SuggestedProductSchema).default([]),
})
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>

export const SearchHubSchema = z.looseObject({
  popularSearches: z.array(SuggestedTermSchema).default([]),
  trendingCategories: z.array(SuggestedCategorySchema).default([]),
})
export type SearchHub = z.infer<typeof SearchHubSchema>
