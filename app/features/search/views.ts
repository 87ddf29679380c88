import type { SuggestionOption } from '#app/domain/catalog/search-options.ts'

/** What the header's suggestion list reads: the options, and whether they are the popular searches. */
export interface SuggestData {
  q: string
  popular: boolean
  options: SuggestionOption[]
}
