import type { RichTextBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { Heading, RichHtml } from '../shared/parts.tsx'

/** Rich text (CMS-050): HTML the content service has already sanitised, in a prose container. */
export default function RichText({ block, locale, headingLevel }: BlockProps<RichTextBlock>) {
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
