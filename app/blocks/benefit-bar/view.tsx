import { useState } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { BenefitBarBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage, CmsLink, cx, DismissForm, RichHtml, Targets } from '../shared/parts.tsx'

const ALIGN = {
  left: 'justify-start text-left',
  center: 'justify-center text-center',
  right: 'justify-end text-right',
} as const

/**
 * Benefit bar (CMS-076): logo (linked to mediaTarget), title, subtitle, buttons and an info icon that
 * discloses the terms (a native `<details>`, so it opens without JavaScript) over an optional background
 * image. Its title is bar copy, not a heading. With showCloseButton it can be closed: a form post
 * without JavaScript, remembered in the `benefitBarClosed` cookie (CMS-077); the page passes what was
 * closed as `dismissed`.
 */
export default function BenefitBar({ block, locale, dismissed }: BlockProps<BenefitBarBlock>) {
  const { t } = useTranslation(blocksNs)
  const [closed, setClosed] = useState(false)
  if (block.showCloseButton && (closed || dismissed?.has('benefitBar'))) return null
  if (!block.title && !block.subtitle && !block.logo && block.targets.length === 0) return null

  const logo = block.logo ? <BlockImage media={block.logo} priority={false} className="h-8 w-auto" /> : null
  const info = block.infoIcon

  return (
    <section
      aria-label={block.title ?? t('benefit.label')}
      className="relative isolate overflow-hidden bg-gray-900 text-white"
    >
      {block.backgroundImage ? (
        <>
          <BlockImage
            media={block.backgroundImage}
            priority={false}
            alt=""
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
          {/* A scrim keeps white text readable over every image (contrast AA). */}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gray-900/75" />
        </>
      ) : null}
      <div className={cx('mx-auto flex max-w-7xl items-center gap-2 px-4 py-2', ALIGN[block.alignment])}>
        <div className={cx('flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2', ALIGN[block.alignment])}>
          {logo && block.mediaTarget ? (
            <CmsLink
              target={block.mediaTarget}
              locale={locale}
              aria-label={block.logo?.alt || block.title || t('benefit.label')}
              className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {logo}
            </CmsLink>
          ) : (
            logo
          )}
          <div className="min-w-0">
            {block.title ? <p className="font-semibold">{block.title}</p> : null}
            {block.subtitle ? <p className="text-sm text-gray-100">{block.subtitle}</p> : null}
          </div>
          {info ? (
            <details className="group text-sm open:basis-full">
              <summary className="inline-flex size-6 cursor-pointer list-none items-center justify-center rounded-full border border-current font-serif font-bold italic focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&::-webkit-details-marker]:hidden">
                {/* eslint-disable-next-line i18next/no-literal-string -- the information icon's glyph, hidden from assistive technology */}
                <span aria-hidden="true">i</span>
                <span className="sr-only">{info.label ?? t('benefit.info')}</span>
              </summary>
              <div className="mt-2 max-w-prose text-left [&_a]:text-current [&_a]:underline">
                <RichHtml html={info.richText} locale={locale} className="text-sm text-white" />
                {info.target?.text ? (
                  <CmsLink target={info.target} locale={locale} className="font-semibold underline">
                    {info.target.text}
                  </CmsLink>
                ) : null}
              </div>
            </details>
          ) : null}
          <Targets
            targets={block.targets}
            locale={locale}
            linkType="CTA"
            className="[&_a]:px-3 [&_a]:py-1 [&_a]:text-sm"
          />
        </div>
        {block.showCloseButton ? (
          <DismissForm
            dismissKey="benefitBar"
            locale={locale}
            label={t('benefit.close')}
            onDismiss={() => setClosed(true)}
            className="ml-auto shrink-0"
          />
        ) : null}
      </div>
    </section>
  )
}
