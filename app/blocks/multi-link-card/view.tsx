import type { Alignment } from '#app/domain/content/content.ts'
import type { MultiLinkCardBlock } from './schema.ts'
import { promotionAttributes } from '../shared/promotion-attributes.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage, CmsLink, Heading } from '../shared/parts.tsx'

const ALIGN: Record<Alignment, string> = {
  left: 'items-start text-left',
  center: 'items-center text-center',
  right: 'items-end text-right',
}

/**
 * Multi-link card (CMS-063): media, a title (a link when titleTarget is set) and a list of links,
 * aligned left, centre or right. Several links, so the card itself is not one.
 */
export default function MultiLinkCard({
  block,
  locale,
  headingLevel,
  priority,
}: BlockProps<MultiLinkCardBlock>) {
  const links = block.targets.filter((target) => target.text)
  return (
    <section
      {...promotionAttributes({
        title: block.title,
        img: block.media?.url,
        ctas: links.map((target) => target.text),
        tracking: block.promotionTracking,
      })}
      className="mx-auto w-full max-w-7xl px-4"
    >
      <div
        className={`flex max-w-md flex-col gap-3 overflow-hidden rounded-lg border border-gray-200 bg-white pb-4 text-gray-900 ${ALIGN[block.alignment]}`}
      >
        {block.media ? (
          <BlockImage
            media={block.media}
            priority={priority}
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        ) : null}
        {block.title ? (
          <Heading level={headingLevel} className="px-4 text-xl font-bold">
            {block.titleTarget ? (
              <CmsLink target={block.titleTarget} locale={locale} className="hover:underline">
                {block.title}
              </CmsLink>
            ) : (
              block.title
            )}
          </Heading>
        ) : null}
        {links.length > 0 ? (
          <ul className={`flex flex-col gap-1 px-4 ${ALIGN[block.alignment]}`}>
            {links.map((target, index) => (
              <li key={`${target.url}-${index}`}>
                {/* At least 24 px high: a comfortable target in a list of links (WCAG 2.5.8). */}
                <CmsLink
                  target={target}
                  locale={locale}
                  className="inline-flex min-h-6 items-center py-1 font-semibold text-blue-800 underline hover:no-underline"
                >
                  {target.text}
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
