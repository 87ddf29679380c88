import { promotionAttributes, promotionImage } from '../shared/promotion-attributes.ts'
import type { ReactNode } from 'react'
import type { BannerBlock } from './schema.ts'
import {
  alignClasses,
  BACKGROUND_CLASSES,
  backgroundVars,
  GradientLayers,
  gradientAt,
  gradientSurface,
  mapBp,
  overlaySurface,
  type PerBp,
  type Placement,
  resolveBackgrounds,
  resolveGradient,
  type Surface,
  surfaceClasses,
  surfaceColours,
} from '../shared/banner-style.tsx'
import { BlockTitle, ColouredHtml, titleStyleClass, titleText } from '../shared/banner-text.tsx'
import { Caption, captionPlace, CtaTargets, EyebrowLogo } from '../shared/banner-parts.tsx'
import { hasVideo, MaybeMediaLink, MediaView, VIDEO_SCOPE, VideoPause } from '../shared/banner-media.tsx'
import type { BlockProps } from '../block.ts'
import { BlockImage, cx } from '../shared/parts.tsx'
import { readableColour } from '#app/domain/content/colour.ts'
import {
  BOX_POSITION,
  CINEMA,
  CINEMA_VARIANTS,
  DEFAULT_BACKGROUND,
  SPLIT_WIDTH,
  TITLE_SIZE,
  still,
} from './banner-variants.tsx'
import { MenuTile } from './banner-menu-tile.tsx'

/**
 * Banner block (CMS-030..041): image, overlay, split, thin, below-text, menu tile and espot variants,
 * with the full banner content of 001 §3. No client behaviour: a video pauses through CSS.
 */
export default function Banner({ block, locale, headingLevel, priority }: BlockProps<BannerBlock>) {
  const variant = block.variant
  const overlay = variant === 'overlay'
  const noCta = block.linkType === 'No-CTA' || !block.targets.some((t) => t.text)
  const title = titleText(block.title, block.titleHtml)
  const showTitle = Boolean(title) && !block.hideTitle

  // Surfaces: overlay text sits over the media (on a gradient where one is drawn, else on a box);
  // every other variant's text sits on the block background.
  const gradient = overlay ? resolveGradient(block) : null
  const placements: PerBp<Placement | null> = overlay ? ['end', 'end', 'end'] : [null, null, null]
  const gradientOn = gradientAt(gradient, placements)
  const surfaces = mapBp(gradientOn, (on): Surface => {
    if (!overlay) return 'plain'
    return on && gradient ? gradientSurface(gradient) : overlaySurface(block.backdrop)
  })
  const backgrounds = resolveBackgrounds(block.backgroundColor, DEFAULT_BACKGROUND[variant])
  const onColours = surfaceColours(surfaces, backgrounds)
  const titleColour = readableColour(block.titleColor, onColours)
  const small = block.textAlignmentSmall ?? block.alignment
  const textAlign = alignClasses([small, small, block.textAlignmentLarge ?? small])

  const eyebrow = block.overline ?? block.eyebrowText
  const head = (
    <>
      <EyebrowLogo logo={block.eyebrowLogoResponsive} />
      {eyebrow ? <p className="text-sm font-semibold tracking-wide uppercase">{eyebrow}</p> : null}
      {showTitle ? (
        <BlockTitle
          level={headingLevel}
          title={block.title}
          titleHtml={block.titleHtml}
          locale={locale}
          colour={titleColour}
          className={titleStyleClass(block.titleStyle, TITLE_SIZE[variant])}
        />
      ) : null}
      {block.subtitle ? <p className={variant === 'thin' ? 'text-sm' : 'text-lg'}>{block.subtitle}</p> : null}
      {block.richText ? <ColouredHtml html={block.richText} locale={locale} /> : null}
    </>
  )
  const actions = (
    <>
      <CtaTargets
        targets={block.targets}
        locale={locale}
        linkType={block.linkType}
        equalSize={block.equalTargetSize}
      />
      {block.richTextBelowTargets ? (
        <ColouredHtml html={block.richTextBelowTargets} locale={locale} className="text-sm" />
      ) : null}
    </>
  )
  const textBox = (className = '') => (
    <div className={cx('flex flex-col gap-3', textAlign, surfaceClasses(surfaces), className)}>
      {head}
      {actions}
    </div>
  )

  const cinema = block.cinemaMode && CINEMA_VARIANTS.has(variant)
  const video = hasVideo([block.media])
  // With buttons the media stays unlinked: two links to one place, and no link around a button.
  const mediaTarget = noCta ? block.mediaTarget : undefined
  const mediaBox = (imageClass: string, boxClass = '', extra: ReactNode = null) =>
    block.media ? (
      <div className={cx('relative', VIDEO_SCOPE, boxClass)}>
        <MaybeMediaLink
          target={mediaTarget}
          locale={locale}
          label={title ?? block.media.alt}
          className="block h-full"
        >
          <MediaView
            media={block.media}
            priority={priority}
            className={imageClass}
            wrapperClassName="h-full"
          />
        </MaybeMediaLink>
        {extra}
        <Caption caption={block} where="over" belowSurfaces={backgrounds} />
        {video ? <VideoPause /> : null}
      </div>
    ) : null
  const captionBelow = <Caption caption={block} where="below" belowSurfaces={backgrounds} />

  const section = (className: string, children: ReactNode) => (
    <section
      {...promotionAttributes({
        title,
        img: promotionImage(block.media),
        ctas: noCta ? [] : block.targets.map((t) => t.text),
        tracking: block.promotionTracking,
      })}
      style={backgroundVars(backgrounds)}
      className={cx(BACKGROUND_CLASSES, className)}
    >
      {children}
    </section>
  )

  switch (variant) {
    case 'overlay':
      // Media and text share one grid cell, so long text grows the banner instead of being clipped.
      return section(
        'mx-auto grid max-w-7xl grid-cols-1 overflow-hidden',
        <>
          {mediaBox(
            cinema ? CINEMA : 'h-full min-h-[24rem] w-full object-cover',
            'col-start-1 row-start-1',
            <GradientLayers gradient={gradient} placements={placements} />,
          )}
          <div
            className={cx(
              'pointer-events-none relative col-start-1 row-start-1 flex flex-col justify-end p-4 md:p-8',
              BOX_POSITION[block.alignment],
            )}
          >
            {textBox('pointer-events-auto max-w-xl')}
          </div>
          {captionPlace(block) === 'below' ? (
            <div className="col-start-1 row-start-2 text-(--block-fg-sm) md:text-(--block-fg-md) lg:text-(--block-fg-lg)">
              {captionBelow}
            </div>
          ) : null}
        </>,
      )
    case 'split':
      return section(
        cx(
          'mx-auto flex max-w-7xl flex-col gap-6 md:items-center md:gap-10',
          block.alignment === 'right' ? 'md:flex-row-reverse' : 'md:flex-row',
        ),
        <>
          {block.media ? (
            <div className={cx('w-full', SPLIT_WIDTH[block.imageWidth])}>
              {mediaBox('h-auto w-full object-cover')}
              {captionBelow}
            </div>
          ) : null}
          <div className="flex-1 px-4 py-4 md:px-6">{textBox()}</div>
        </>,
      )
    case 'thin': {
      const thumb = still(block.media)
      return section(
        'mx-auto flex max-w-7xl items-center gap-4 px-4 py-3',
        <>
          {thumb ? (
            <BlockImage
              media={thumb}
              priority={priority}
              alt=""
              className="h-12 w-12 shrink-0 rounded object-cover"
            />
          ) : null}
          <div
            className={cx(
              'flex flex-1 flex-col gap-2 md:flex-row md:items-center md:justify-between md:gap-6',
              surfaceClasses(surfaces),
            )}
          >
            <div className={cx('flex flex-col gap-1', textAlign)}>{head}</div>
            <div className="flex flex-col gap-1">{actions}</div>
          </div>
        </>,
      )
    }
    case 'below-text':
      return section(
        'mx-auto flex max-w-7xl flex-col',
        <>
          {mediaBox(cinema ? CINEMA : 'h-auto w-full object-cover')}
          {captionBelow}
          <div className="px-6 py-8 md:px-12 md:py-10">{textBox('mx-auto max-w-3xl')}</div>
        </>,
      )
    case 'menu-tile':
      return <MenuTile block={block} locale={locale} headingLevel={headingLevel} priority={priority} />
    case 'espot':
      return section(
        'flex h-full flex-col overflow-hidden rounded-lg border border-gray-200',
        <>
          {mediaBox('aspect-video h-auto w-full object-cover')}
          {captionBelow}
          <div className="flex flex-1 flex-col p-4 md:p-6">{textBox('flex-1')}</div>
        </>,
      )
    default:
      // The image banner: the media carries the banner; title and buttons share one row below it.
      return section(
        'mx-auto flex max-w-7xl flex-col gap-4',
        <>
          {mediaBox(cinema ? CINEMA : 'h-auto w-full object-cover')}
          {captionBelow}
          {showTitle || block.subtitle || block.richText || !noCta || block.richTextBelowTargets ? (
            <div
              className={cx(
                'flex flex-col gap-4 px-4 pb-4 md:flex-row md:items-end md:justify-between',
                surfaceClasses(surfaces),
              )}
            >
              <div className={cx('flex flex-col gap-2', textAlign)}>{head}</div>
              <div className="flex shrink-0 flex-col gap-2">{actions}</div>
            </div>
          ) : null}
        </>,
      )
  }
}
