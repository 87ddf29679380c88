import type { ReactNode } from 'react'
import type { Alignment, BannerBlock, Media } from '#app/models/content.ts'
import {
  alignClasses,
  BACKGROUND_CLASSES,
  backgroundVars,
  BlockTitle,
  Caption,
  captionPlace,
  ColouredHtml,
  CtaTargets,
  EyebrowLogo,
  GradientLayers,
  gradientAt,
  gradientSurface,
  hasVideo,
  mapBp,
  MaybeMediaLink,
  MediaView,
  overlaySurface,
  type PerBp,
  type Placement,
  plainText,
  resolveBackgrounds,
  resolveGradient,
  type Surface,
  surfaceClasses,
  surfaceColours,
  titleStyleClass,
  titleText,
  trackingAttributes,
  VIDEO_SCOPE,
  VideoPause,
} from './banner-style.tsx'
import { BlockImage, type BlockProps, CmsLink, cx } from './shared.tsx'
import { readableColour } from '#app/models/colour.ts'

type Variant = BannerBlock['variant']

// Split banners: the image takes 60, 50 or 40 percent from md up (CONST-028).
const SPLIT_WIDTH = { 60: 'md:w-3/5', 50: 'md:w-1/2', 40: 'md:w-2/5' } as const
// Where the overlay text box sits across the media.
const BOX_POSITION: Record<Alignment, string> = {
  left: 'items-start',
  center: 'items-center',
  right: 'items-end',
}
// The block background when the CMS sets none (the overlay's shows only where the media does not cover).
const DEFAULT_BACKGROUND: Record<Variant, string> = {
  image: '#ffffff',
  overlay: '#1f2937',
  split: '#ffffff',
  thin: '#f3f4f6',
  'below-text': '#f9fafb',
  'menu-tile': '#ffffff',
  espot: '#ffffff',
}
const TITLE_SIZE: Record<Variant, string> = {
  image: 'text-2xl font-bold md:text-4xl',
  overlay: 'text-2xl font-bold md:text-4xl',
  split: 'text-2xl font-bold md:text-3xl',
  thin: 'text-lg font-bold',
  'below-text': 'text-2xl font-bold md:text-4xl',
  'menu-tile': 'text-lg font-semibold',
  espot: 'text-xl font-bold',
}
// CMS-041 (CONST-031): in cinema mode the media of a full-width banner is 50vh high.
const CINEMA = 'h-full min-h-[50vh] w-full object-cover'
// Variants whose media spans the banner's width, and so can be a cinema banner.
const CINEMA_VARIANTS: ReadonlySet<Variant> = new Set(['image', 'overlay', 'below-text'])

/** The still image of a medium: the image itself, or a video's poster (small places show no video). */
function still(media: Media | undefined): Media | undefined {
  if (!media || media.type !== 'video') return media
  return media.poster ? { ...media, type: 'image', url: media.poster.url, breakpoints: undefined } : undefined
}

/**
 * Banner block (CMS-030..041): image, overlay, split, thin, below-text, menu tile and espot variants,
 * with the full banner content of 001 §3. No client behaviour: a video pauses through CSS.
 */
export function Banner({ block, locale, headingLevel, priority }: BlockProps<BannerBlock>) {
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
      {...trackingAttributes(block.promotionTracking)}
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
                'flex flex-col gap-4 px-4 pb-4 md:flex-row md:items-end md:justify-between md:px-0',
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

/**
 * A menu tile: a small card that is one link as a whole (the media target, else the first button),
 * so it carries no buttons and no links of its own; the first button's text becomes its call to action.
 */
function MenuTile({ block, locale, headingLevel, priority }: BlockProps<BannerBlock>) {
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
      {...trackingAttributes(block.promotionTracking)}
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
      {/* A tile has no room over its picture: any caption goes below. */}
      <Caption
        caption={captionPlace(block) ? { ...block, captionPosition: 'below' } : undefined}
        where="below"
        belowSurfaces={backgrounds}
      />
    </section>
  )
}
