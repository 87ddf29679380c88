import type { ReactNode } from 'react'
import type { BannerBlock } from '#app/models/content.ts'
import { BlockImage, type BlockProps, CmsLink, Heading, RichHtml, Targets } from './shared.tsx'

// Split banners: the image takes 60, 50 or 40 percent from md up (CONST-028).
const SPLIT_WIDTH = { 60: 'md:w-3/5', 50: 'md:w-1/2', 40: 'md:w-2/5' } as const
const TEXT_ALIGN = {
  left: 'text-left items-start',
  center: 'text-center items-center',
  right: 'text-right items-end',
}

/** Banner block (CMS-030..039): image, overlay, split, thin, below-text, menu tile and espot variants. */
export function Banner({ block, locale, headingLevel, priority }: BlockProps<BannerBlock>) {
  const noCta = block.linkType === 'No-CTA' || block.targets.length === 0
  const overlay = block.variant === 'overlay'
  const showTitle = block.title && !block.hideTitle

  const text = (
    <div
      className={`flex flex-col gap-3 ${TEXT_ALIGN[block.alignment]} ${
        overlay ? 'max-w-xl rounded-md bg-black/70 p-6 text-white' : 'text-gray-900'
      }`}
    >
      {block.overline || block.eyebrowText ? (
        <p className="text-sm font-semibold tracking-wide uppercase">{block.overline ?? block.eyebrowText}</p>
      ) : null}
      {showTitle ? (
        <Heading
          level={headingLevel}
          className={block.variant === 'thin' ? 'text-xl font-bold' : 'text-2xl font-bold md:text-4xl'}
        >
          {block.title}
        </Heading>
      ) : null}
      {block.subtitle ? <p className="text-lg">{block.subtitle}</p> : null}
      {block.richText ? (
        <RichHtml html={block.richText} locale={locale} className={overlay ? '[&_a]:text-current' : ''} />
      ) : null}
      <Targets
        targets={block.targets}
        locale={locale}
        linkType={block.linkType}
        equalSize={block.equalTargetSize}
      />
    </div>
  )

  const image = block.media ? (
    <BlockImage media={block.media} priority={priority} className="h-full w-full object-cover" />
  ) : null
  // With buttons the image stays unlinked: two links to one place, and no link around a button.
  const linkedImage = (content: ReactNode) =>
    block.mediaTarget && noCta ? (
      <CmsLink
        target={block.mediaTarget}
        locale={locale}
        aria-label={block.title ?? block.media?.alt}
        className="block h-full"
      >
        {content}
      </CmsLink>
    ) : (
      content
    )

  switch (block.variant) {
    case 'overlay':
      return (
        <section className="relative mx-auto max-w-7xl overflow-hidden bg-gray-800">
          {image ? linkedImage(<div className="min-h-[24rem] [&_img]:min-h-[24rem]">{image}</div>) : null}
          <div
            className={`absolute inset-x-0 bottom-0 flex p-4 md:p-8 ${TEXT_ALIGN[block.alignment]} flex-col`}
          >
            {text}
          </div>
        </section>
      )
    case 'split':
      return (
        <section
          className={`mx-auto flex max-w-7xl flex-col gap-6 md:items-center md:gap-10 ${
            block.alignment === 'right' ? 'md:flex-row-reverse' : 'md:flex-row'
          }`}
        >
          {image ? (
            <div className={`w-full ${SPLIT_WIDTH[block.imageWidth]}`}>{linkedImage(image)}</div>
          ) : null}
          <div className="flex-1 px-4 md:px-6">{text}</div>
        </section>
      )
    case 'thin':
      return (
        <section className="mx-auto flex max-w-7xl items-center gap-4 bg-gray-100 px-4 py-3">
          {block.media ? (
            <BlockImage
              media={block.media}
              priority={priority}
              alt=""
              className="h-12 w-12 shrink-0 rounded object-cover"
            />
          ) : null}
          <div className="flex-1">{text}</div>
        </section>
      )
    default:
      return (
        <section className="mx-auto flex max-w-7xl flex-col gap-4">
          {image ? linkedImage(image) : null}
          <div className="px-4 md:px-0">{text}</div>
        </section>
      )
  }
}
