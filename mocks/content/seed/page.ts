import type { CmsPageInput, KnownBlockInput, SeedBlockInput } from '#app/domain/content/content.ts'

/** A seed page with the usual id and meta; `extra` sets the path, parent or anything else. */
export function simplePage(
  slug: string,
  title: string,
  description: string,
  components: SeedBlockInput[],
  extra: Partial<Omit<CmsPageInput, 'components'>> = {},
): CmsPageInput {
  return {
    id: `page-${slug}`,
    slug,
    title,
    meta: { title: `${title} | Trailhead Outfitters`, description },
    components,
    ...extra,
  }
}

/** A rich text block with a title: the page's heading under the heading rule. */
export function titledText(title: string, html: string): KnownBlockInput {
  return { type: 'richText', title, richText: html }
}
