/** A product's text in one language: what the catalogue's English name and description become. */
export interface ProductText {
  name: string
  description: string
}

/** Whole English texts of the seed (menu, footer, pages, categories, colours) and their translation. */
export type TextDictionary = Readonly<Record<string, string>>
