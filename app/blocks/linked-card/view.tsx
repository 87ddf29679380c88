import type { LinkedCardBlock } from './schema.ts'
import { promotionAttributes } from '../shared/promotion-attributes.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage, CmsLink, Heading } from '../shared/parts.tsx'

/**
 * Linked card (CMS-062): media, title and text inside one link, so the whole card is a single target
 * with a single name (its title; the picture then only illustrates it).
 */
export default function LinkedCard({ block, locale, headingLevel, priority }: BlockProps<LinkedCardBlock>) {
  const label = block.title ? undefined : block.media?.alt || block.target.text
  return (
    <section
      {...promotionAttributes({
        title: block.title,
        img: block.media?.url,
        ctas: [block.target.text],
        tracking: block.promotionTracking,
      })}
      className="mx-auto w-full max-w-7xl px-4"
    >
      <CmsLink
        target={block.target}
        locale={locale}
        aria-label={label}
        className="group block max-w-md overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 hover:border-gray-400"
      >
        {block.media ? (
          <div className="overflow-hidden">
            <BlockImage
              media={block.media}
              priority={priority}
              alt={block.title ? '' : undefined}
              className="aspect-[4/3] h-auto w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
            />
          </div>
        ) : null}
        {block.title || block.text ? (
          <div className="flex flex-col gap-2 p-4">
            {block.title ? (
              <Heading level={headingLevel} className="text-xl font-bold group-hover:underline">
                {block.title}
              </Heading>
            ) : null}
            {block.text ? <p className="text-gray-700">{block.text}</p> : null}
          </div>
        ) : null}
      </CmsLink>
    </section>
  )
}
