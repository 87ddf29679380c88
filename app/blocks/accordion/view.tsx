import type { AccordionBlock } from './schema.ts'
import { LINE_ICONS, LineIcon } from '../shared/line-icons.tsx'
import type { BlockProps } from '../block.ts'
import { Heading, RichHtml } from '../shared/parts.tsx'

/** The open/close indicator (iconsStyle): a plus whose upright goes when open, or a turning chevron. */
function Indicator({ style }: { style: AccordionBlock['iconsStyle'] }) {
  if (style === 'chevron') {
    return (
      <LineIcon
        path="m6 9 6 6 6-6"
        className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
      />
    )
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className="size-5 shrink-0"
    >
      <path d="M5 12h14" />
      <path d="M12 5v14" className="group-open:hidden" />
    </svg>
  )
}

/**
 * Accordion (CMS-051): native `<details>`, so it opens and closes without JavaScript; an item with
 * `open` starts expanded. An item's `icon` draws before its title; `iconsStyle` picks the indicator.
 */
export default function Accordion({ block, locale, headingLevel }: BlockProps<AccordionBlock>) {
  return (
    <section className="mx-auto max-w-3xl px-4">
      {block.title ? (
        <Heading level={headingLevel} className="mb-4 text-2xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <div className={block.bottomDivider ? 'divide-y divide-gray-300 border-y border-gray-300' : ''}>
        {block.accordions.map((item, index) => {
          const icon = item.icon ? LINE_ICONS[item.icon] : undefined
          return (
            <details key={`${item.title}-${index}`} open={item.open} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                <span className="flex items-center gap-3">
                  {icon ? <LineIcon path={icon} className="size-6 shrink-0" /> : null}
                  {item.title}
                </span>
                <Indicator style={block.iconsStyle} />
              </summary>
              <RichHtml html={item.richText} locale={locale} className="pb-4" />
            </details>
          )
        })}
      </div>
    </section>
  )
}
