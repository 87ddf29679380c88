import type { AccordionBlock } from '#app/models/content.ts'
import { type BlockProps, Heading, RichHtml } from './shared.tsx'

/** Accordion (CMS-051): native `<details>`, so it opens and closes without JavaScript. */
export function Accordion({ block, locale, headingLevel }: BlockProps<AccordionBlock>) {
  return (
    <section className="mx-auto max-w-3xl px-4">
      {block.title ? (
        <Heading level={headingLevel} className="mb-4 text-2xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <div className={block.bottomDivider ? 'divide-y divide-gray-300 border-y border-gray-300' : ''}>
        {block.accordions.map((item, index) => (
          <details key={`${item.title}-${index}`} open={item.open} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              {item.title}
              <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <RichHtml html={item.richText} locale={locale} className="pb-4" />
          </details>
        ))}
      </div>
    </section>
  )
}
