import { useId } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import { PriceTag } from '#app/components/price-tag.tsx'
import type { ProductUpsellBlock } from './schema.ts'
import { cardPrice } from '../shared/card-price.ts'
import { visibleUpsellItems } from '#app/domain/content/upsell.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage, CmsLink, Heading, subLevel } from '../shared/parts.tsx'

/**
 * Product upsell, "complete the look" (CMS-084): the look's picture beside a stack of the products in
 * it, each linking to its product page. Out-of-stock items are hidden; nothing renders when none is left.
 * Server-rendered only: no client code.
 */
export default function Upsell({ block, locale, headingLevel }: BlockProps<ProductUpsellBlock>) {
  const { t } = useTranslation(blocksNs)
  const headingId = useId()
  const items = visibleUpsellItems(block)
  if (items.length === 0) return null
  const itemHeading = subLevel(headingLevel)
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4">
      <Heading level={headingLevel} id={headingId} className="mb-4 text-2xl font-bold">
        {block.title ?? t('upsell.label')}
      </Heading>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        {block.media ? (
          <div className="md:w-1/2">
            <BlockImage media={block.media} priority={false} className="h-auto w-full rounded-md" />
          </div>
        ) : null}
        <ul className="flex flex-1 flex-col divide-y divide-gray-200">
          {items.map((item) => {
            const price = cardPrice(item.price, item.currency)
            return (
              <li key={item.id} className="relative flex items-center gap-4 py-3">
                <img
                  src={item.image.url}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="size-24 shrink-0 rounded-md bg-gray-100 object-cover"
                />
                <div className="flex flex-col gap-1">
                  <Heading level={itemHeading} className="text-base font-semibold">
                    <CmsLink
                      target={{ url: item.url }}
                      locale={locale}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {item.name}
                    </CmsLink>
                  </Heading>
                  {price ? <PriceTag price={price} locale={locale} className="text-sm" /> : null}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
