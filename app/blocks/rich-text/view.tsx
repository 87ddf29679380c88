import type { RichTextBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { Heading, RichHtml } from '../shared/parts.tsx'

// A title's size follows its level, so that a page's own h1 is never smaller than a block's h2 (the
// sign-up page's content beside its form).
const TITLE_SIZE = ['text-3xl', 'text-2xl', 'text-xl', 'text-lg'] as const

/** Rich text (CMS-050): HTML the content service has already sanitised, in a prose container. */
export default function RichText({ block, locale, headingLevel }: BlockProps<RichTextBlock>) {
  return (
    <section className="mx-auto max-w-3xl px-4">
      {block.title ? (
        <Heading level={headingLevel} className={`mb-2 font-bold ${TITLE_SIZE[headingLevel - 1]}`}>
          {block.title}
        </Heading>
      ) : null}
      <RichHtml html={block.richText} locale={locale} />
    </section>
  )
}
