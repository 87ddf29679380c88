import type { HeadLink } from '#app/domain/seo/seo.ts'

/**
 * The head's word to search engines, worked out by the server for the document (decision 045): an
 * indexed page's canonical URL and its alternates in every locale (hreflang).
 */
export function SeoLinks({ links }: { links: readonly HeadLink[] }) {
  return links.map((link) => <link key={`${link.rel}${link.hrefLang ?? ''}`} {...link} />)
}
