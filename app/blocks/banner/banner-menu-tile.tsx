import type { BannerBlock } from './schema.ts'
import {
  alignClasses,
  BACKGROUND_CLASSES,
  backgroundVars,
  resolveBackgrounds,
} from '../shared/banner-style.tsx'
import { BlockTitle, plainText, titleStyleClass, titleText } from '../shared/banner-text.tsx'
import { Caption, captionPlace } from '../shared/banner-parts.tsx'
import { promotionAttributes, promotionImage } from '../shared/promotion-attributes.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage, CmsLink, cx } from '../shared/parts.tsx'
import { readableColour } from '#app/domain/content/colour.ts'
import { DEFAULT_BACKGROUND, TITLE_SIZE, still } from './banner-variants.tsx'

/** The menu-tile banner: a small card for the mega menu and narrow places, its picture above its text. */

/**
 * A menu tile: a small card that is one link as a whole (the media target, else the first button),
 * so it carries no buttons and no links of its own; the first button's text becomes its call to action.
 */
export function MenuTile({ block, locale, headingLevel, priority }: BlockProps<BannerBlock>) {
  const cta = block.linkType === 'No-CTA' ? undefined : block.targets.find((t) => t.text)
  const target = block.mediaTarget ?? cta
  const title = titleText(block.title, block.titleHtml)
  const showTitle = Boolean(title) && !block.hideTitle
  const backgrounds = resolveBackgrounds(block.backgroundColor, DEFAULT_BACKGROUND['menu-tile'])
  const titleColour = readableColour(block.titleColor, backgrounds)
  const image = still(block.media)
  const small = block.textAlignmentSmall ?? block.alignment
  const body = (
    <>
      {image ? (
        <div className="overflow-hidden rounded-md">
          <BlockImage
            media={image}
            priority={priority}
            // The tile's title names the link; the picture only illustrates it.
            alt={showTitle ? '' : undefined}
            className="aspect-[4/5] h-auto w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
          />
        </div>
      ) : null}
      <div
        className={cx(
          'flex flex-col gap-1 px-1 pt-2 pb-1',
          alignClasses([small, small, block.textAlignmentLarge ?? small]),
        )}
      >
        {block.overline || block.eyebrowText ? (
          <p className="text-xs font-semibold tracking-wide uppercase">
            {block.overline ?? block.eyebrowText}
          </p>
        ) : null}
        {showTitle ? (
          <BlockTitle
            level={headingLevel}
            title={block.title}
            titleHtml={block.titleHtml}
            locale={locale}
            colour={titleColour}
            className={titleStyleClass(block.titleStyle, TITLE_SIZE['menu-tile'])}
          />
        ) : null}
        {block.subtitle ? <p className="text-sm">{block.subtitle}</p> : null}
        {/* Rich text may hold links, and a link cannot hold another: the tile shows its words only. */}
        {block.richText ? <p className="text-sm">{plainText(block.richText)}</p> : null}
        {cta?.text ? (
          <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold underline group-hover:no-underline">
            {cta.text}
            <span aria-hidden="true">→</span>
          </span>
        ) : null}
      </div>
    </>
  )
  return (
    <section
      {...promotionAttributes({
        title,
        img: promotionImage(block.media),
        ctas: [cta?.text],
        tracking: block.promotionTracking,
      })}
      style={backgroundVars(backgrounds)}
      className={cx(BACKGROUND_CLASSES, 'mx-auto w-full max-w-xs rounded-md text-(--block-fg-sm)')}
    >
      {target ? (
        <CmsLink target={target} locale={locale} className="group block rounded-md">
          {body}
        </CmsLink>
      ) : (
        body
      )}
      {/* A tile has no room over its picture: its caption goes below. */}
      <Caption
        caption={captionPlace(block) ? { ...block, captionPosition: 'below' } : undefined}
        where="below"
        belowSurfaces={backgrounds}
      />
    </section>
  )
}
