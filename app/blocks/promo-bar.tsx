import { useTranslation } from '#app/components/i18n.tsx'
import type { PromoBarBlock, PromoMessage } from '#app/models/content.ts'
import { type BlockProps, CmsLink, RichHtml } from './shared.tsx'

/** CMS-108: a message whose section is empty (no text once tags are stripped) is dropped. */
function hasText(message: PromoMessage): boolean {
  return message.richText.replace(/<[^>]*>/g, '').trim().length > 0
}

/**
 * Promo bar (CMS-105..110). With several messages, small screens show one at a time in a scroll-snap
 * strip (swipe, or Tab to a message's link, reaches the others) and large screens show them side by
 * side; both work without JavaScript. Closing is a later feature.
 */
export function PromoBar({ block, locale }: BlockProps<PromoBarBlock>) {
  const { t } = useTranslation('content')
  const messages = block.messages.filter(hasText)
  if (messages.length === 0) return null
  const several = messages.length > 1
  return (
    <div
      role="region"
      aria-label={t('promo.label')}
      className={`bg-gray-900 text-white ${several ? 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]' : ''}`}
      // Focusable when it scrolls, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
      {...(several ? { tabIndex: 0 } : {})}
    >
      <ul className="flex lg:justify-center lg:gap-8">
        {messages.map((message) => {
          const target = message.targets[0]
          return (
            <li
              key={message.id}
              className="w-full shrink-0 snap-center px-4 py-2 text-center text-sm lg:w-auto lg:max-w-[548px] lg:shrink"
              style={{
                ...(message.background ? { backgroundColor: message.background } : {}),
                ...(message.textColor ? { color: message.textColor } : {}),
              }}
            >
              <div className="mx-auto line-clamp-2 w-[98%] [&_a]:text-current [&_a]:underline [&_p]:inline">
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
            </li>
          )
        })}
      </ul>
    </div>
  )
}
