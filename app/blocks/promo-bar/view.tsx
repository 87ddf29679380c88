import { type CSSProperties, useState } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { promoMessages, resolveSlideLayouts } from '#app/domain/content/carousel-rules.ts'
import type { PromoBarBlock, PromoMessage } from './schema.ts'
import { Carousel } from '../shared/carousel.tsx'
import type { BlockProps } from '../block.ts'
import { CmsLink, cx, DismissForm, RichHtml } from '../shared/parts.tsx'

function Message({ message, locale }: { message: PromoMessage; locale: string }) {
  const { t } = useTranslation(blocksNs)
  const target = message.targets[0]
  const style: Record<string, string> = {}
  if (message.background) style.backgroundColor = message.background
  if (message.textColor) style.color = message.textColor
  if (message.hoverLinkColor) style['--promo-link-hover'] = message.hoverLinkColor
  return (
    <div
      className="flex h-full items-center justify-center px-1 py-2 text-center text-sm"
      // React sets the custom property from the style object; its type only knows standard ones.
      style={style as CSSProperties}
    >
      {/* CMS-110 (CONST-034): at most 548px wide, 98% of the bar, two lines at most. */}
      <div
        className={cx(
          'line-clamp-2 w-[98%] max-w-[548px] [&_a]:text-current [&_a]:underline [&_p]:inline',
          message.hoverLinkColor && '[&_a:hover]:text-(--promo-link-hover)',
        )}
      >
        <RichHtml html={message.richText} locale={locale} className="inline" />
        {target ? (
          <>
            {' '}
            <CmsLink target={target} locale={locale} className="font-semibold underline">
              {target.text ?? t('promo.details')}
            </CmsLink>
          </>
        ) : null}
      </div>
    </div>
  )
}

/**
 * Promo bar (CMS-105..110). Empty messages are dropped and at most `maxMessages` show (default 3). One
 * message is shown as it is, with no controls. Several sit in a scroll-snap strip, one at a time, that
 * swipes and scrolls without JavaScript; with it, they rotate every autorotateTime seconds with dots,
 * previous/next arrows and a pause button (CMS-107). A closable bar has a close button that works as a
 * form post without JavaScript and is remembered in the `promoBarClosed` cookie (CMS-106); the page
 * passes what was closed as `dismissed`.
 */
export default function PromoBar({ block, locale, dismissed }: BlockProps<PromoBarBlock>) {
  const { t } = useTranslation(blocksNs)
  const [closed, setClosed] = useState(false)
  const messages = promoMessages(block.messages, block.maxMessages)
  if (messages.length === 0) return null
  if (block.closable && (closed || dismissed?.has('promoBar'))) return null

  const only = messages.length === 1 ? messages[0] : undefined
  return (
    <section aria-label={t('promo.label')} className="bg-gray-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-2">
        <div className="min-w-0 flex-1">
          {only ? (
            <Message message={only} locale={locale} />
          ) : (
            <Carousel
              variant="bar"
              label={t('promo.messages')}
              layouts={resolveSlideLayouts({
                sm: {
                  type: 'carousel',
                  slideWidth: 100,
                  showArrows: true,
                  showIndicators: true,
                  autoplay: true,
                  autorotateTime: block.autorotateTime,
                  loop: true,
                },
              })}
              // A thin scrollbar: before the script arrives it is the only sign of the other messages.
              scrollerClassName="[scrollbar-color:currentColor_transparent] [scrollbar-width:thin]"
              slides={messages.map((message) => ({
                key: message.id,
                content: <Message message={message} locale={locale} />,
              }))}
            />
          )}
        </div>
        {block.closable ? (
          <DismissForm
            dismissKey="promoBar"
            locale={locale}
            label={t('promo.close')}
            onDismiss={() => setClosed(true)}
          />
        ) : null}
      </div>
    </section>
  )
}
