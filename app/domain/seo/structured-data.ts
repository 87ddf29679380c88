import { localePath } from '#app/domain/paths/paths.ts'

/** Serialises JSON-LD for a `<script>`: `<` is escaped so the data cannot end the script element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * schema.org BreadcrumbList for a trail, first crumb first. Crumbs with a locale-less site path get an
 * absolute `item`; the current page is given without one (it is the page the data sits on).
 */
export function breadcrumbJsonLd(
  origin: string,
  locale: string,
  trail: { name: string; url?: string }[],
): string {
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: `${origin}${localePath(locale, crumb.url)}` } : {}),
    })),
  })
}
