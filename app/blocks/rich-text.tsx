import type { RichTextBlock } from '#app/blocks/rich-text/schema.ts'
import { type BlockProps, Heading, RichHtml } from './shared.tsx'

/** Rich text (CMS-050): HTML the content service has already sanitised, in a prose container. */
export function RichText({ block, locale, headingLevel }: BlockProps<RichTextBlock>) {
  return (
    <section className="mx-auto max-w-3xl px-4">
      {block.title ? (
        <Heading level={headingLevel} className="mb-2 text-3xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <RichHtml html={block.richText} locale={locale} />
    </section>
  )
}
