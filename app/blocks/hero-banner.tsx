import type { Alignment, HeroBannerBlock, HeroLayout } from '#app/models/content.ts'
import {
  BACKGROUND_CLASSES,
  backgroundVars,
  BlockTitle,
  Caption,
  captionPlace,
  ColouredHtml,
  colourStyle,
  CtaTargets,
  EyebrowLogo,
  GradientLayers,
  gradientAt,
  gradientSurface,
  hasVideo,
  mapBp,
  InlineHtml,
  MaybeMediaLink,
  MediaView,
  overlaySurface,
  type PerBp,
  type Placement,
  resolveBackgrounds,
  resolveGradient,
  type Surface,
  surfaceClasses,
  surfaceColours,
  subtitleStyleClass,
  titleStyleClass,
  titleText,
  trackingAttributes,
  VIDEO_SCOPE,
  VideoPause,
} from './banner-style.tsx'
import { BlockImage, type BlockProps, cx } from './shared.tsx'
import { readableColour } from '#app/models/colour.ts'

type Family = 'overlay' | 'below'
interface Resolved {
  family: Family
  vertical: Placement
  alignment: Alignment
  twoMedia: boolean
}

/** CMS-046: each layout value maps to a render variant; a missing breakpoint inherits the smaller one. */
function resolve(layout: HeroLayout, alignment: Alignment): Resolved {
  const family: Family = layout.startsWith('below') ? 'below' : 'overlay'
  const vertical: Placement =
    layout === 'overlay-top'
      ? 'start'
      : layout === 'overlay-middle' || layout === 'center-overlay'
        ? 'center'
        : 'end'
  return {
    family,
    vertical,
    alignment: layout === 'center-overlay' ? 'center' : alignment,
    twoMedia: layout === 'below-2media',
  }
}

function resolveLayouts(rl: HeroBannerBlock['responsiveLayout']): PerBp<Resolved> {
  const fallback = { layout: 'overlay' as const, alignment: 'left' as const }
  const sm = rl.sm ?? rl.md ?? rl.lg ?? fallback
  const md = rl.md ?? sm
  const lg = rl.lg ?? md
  return [
    resolve(sm.layout, sm.alignment),
    resolve(md.layout, md.alignment),
    resolve(lg.layout, lg.alignment),
  ]
}

// Literal class lists per breakpoint (base, md, lg) so Tailwind sees every class in the source.
// Media and text share a grid: over the media the text takes the media's cell (row 1), below it row 2.
const PANEL: Record<Family, PerBp<string>> = {
  overlay: ['row-start-1 p-4', 'md:row-start-1 md:p-8', 'lg:row-start-1 lg:p-12'],
  below: ['row-start-2 px-4 py-6', 'md:row-start-2 md:px-6 md:py-8', 'lg:row-start-2 lg:px-8 lg:py-8'],
}
const IMAGE: Record<Family, PerBp<string>> = {
  overlay: ['min-h-[28rem]', 'md:min-h-[30rem]', 'lg:min-h-[32rem]'],
  below: ['min-h-0', 'md:min-h-0', 'lg:min-h-0'],
}
// With a product-overlay picture the media is at least as tall as the picture (CONST-037) plus room.
const PRODUCT_IMAGE: Record<Family, PerBp<string>> = {
  overlay: ['min-h-[28rem]', 'md:min-h-[31rem]', 'lg:min-h-[36rem]'],
  below: ['min-h-[23rem]', 'md:min-h-[31rem]', 'lg:min-h-[36rem]'],
}
const VERTICAL: Record<Placement, PerBp<string>> = {
  start: ['justify-start', 'md:justify-start', 'lg:justify-start'],
  center: ['justify-center', 'md:justify-center', 'lg:justify-center'],
  end: ['justify-end', 'md:justify-end', 'lg:justify-end'],
}
const ALIGN: Record<Alignment, PerBp<string>> = {
  left: ['items-start text-left', 'md:items-start md:text-left', 'lg:items-start lg:text-left'],
  center: ['items-center text-center', 'md:items-center md:text-center', 'lg:items-center lg:text-center'],
  right: ['items-end text-right', 'md:items-end md:text-right', 'lg:items-end lg:text-right'],
}
const SECOND_MEDIA = [
  ['hidden', 'block'],
  ['md:hidden', 'md:block'],
  ['lg:hidden', 'lg:block'],
] as const
// The product picture stands on the side away from the text.
const OPPOSITE: Record<Alignment, PerBp<string>> = {
  left: ['right-4 left-auto', 'md:right-8 md:left-auto', 'lg:right-12 lg:left-auto'],
  center: ['right-4 left-auto', 'md:right-8 md:left-auto', 'lg:right-12 lg:left-auto'],
  right: ['left-4 right-auto', 'md:left-8 md:right-auto', 'lg:left-12 lg:right-auto'],
}
const OVERLAY_WIDTH = { xs: 'max-w-xs', sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } as const

/** CONST-037: the product-overlay picture is 196×343, 271×467 and 344×538 at sm, md and lg. */
export const OVERLAY_PICTURE_SIZES = {
  sm: { width: 196, height: 343 },
  md: { width: 271, height: 467 },
  lg: { width: 344, height: 538 },
} as const
const OVERLAY_PICTURE_BOX = 'w-[196px] h-[343px] md:w-[271px] md:h-[467px] lg:w-[344px] lg:h-[538px]'

function classes(layouts: PerBp<Resolved>, pick: (r: Resolved, bp: 0 | 1 | 2) => string): string {
  return ([0, 1, 2] as const).map((bp) => pick(layouts[bp], bp)).join(' ')
}

/**
 * Hero banner (CMS-042..049): media (images or a video) with a title block over it or below it, per
 * breakpoint; standard, below-media (one or two media) and product-overlay variants. No client
 * behaviour: a video pauses through CSS.
 */
export function HeroBanner({ block, locale, headingLevel, priority }: BlockProps<HeroBannerBlock>) {
  const media = block.media.length > 0 ? block.media : block.mediaList
  const [first, second] = media
  // Without media there is nothing to overlay: the text block stands on its own.
  const layouts = first
    ? resolveLayouts(block.responsiveLayout)
    : resolveLayouts({ sm: { layout: 'below-1media', alignment: 'left' } })
  const noCta = block.linkType === 'No-CTA' || !block.targets.some((t) => t.text)
  const title = titleText(block.title, block.titleHtml)

  // What the text sits on at each breakpoint, and so which CMS colours keep their contrast.
  const gradient = resolveGradient(block.gradient)
  const placements = mapBp(layouts, (r) => (r.family === 'overlay' ? r.vertical : null))
  const gradientOn = gradientAt(gradient, placements)
  const surfaces = mapBp(layouts, (r, i): Surface => {
    if (r.family === 'below') return 'plain'
    return gradientOn[i] && gradient ? gradientSurface(gradient) : overlaySurface(block.backdrop)
  })
  const backgrounds = resolveBackgrounds(block.backgroundColor, '#f3f4f6')
  const onColours = surfaceColours(surfaces, backgrounds)
  const colour = (value: string | undefined) => readableColour(value, onColours)

  const product = block.overlayPicture
  const imageTable = product ? PRODUCT_IMAGE : IMAGE
  const imageClass = `h-full w-full object-cover ${classes(layouts, (r, bp) => imageTable[r.family][bp])}`
  const mediaContent = first ? (
    <div className="flex h-full">
      <div className="min-w-0 flex-1">
        <MediaView media={first} priority={priority} className={imageClass} wrapperClassName="h-full" />
      </div>
      {second ? (
        <div
          className={`min-w-0 flex-1 ${classes(layouts, (r, bp) => SECOND_MEDIA[bp][r.twoMedia ? 1 : 0])}`}
        >
          <MediaView media={second} priority={false} className={imageClass} wrapperClassName="h-full" />
        </div>
      ) : null}
    </div>
  ) : null

  const alignments = mapBp(layouts, (r) => r.alignment)
  return (
    <section
      {...trackingAttributes(block.promotionTracking)}
      aria-label={title ? undefined : block.name}
      style={backgroundVars(backgrounds)}
      className={cx('relative', BACKGROUND_CLASSES, block.isFullWidth ? 'w-full' : 'mx-auto max-w-7xl')}
    >
      <div className="grid grid-cols-1">
        {mediaContent ? (
          <div className={cx('relative col-start-1 row-start-1', VIDEO_SCOPE)}>
            {/* With buttons the media stays unlinked: two links to one place, and no link around a button. */}
            <MaybeMediaLink
              target={noCta ? block.mediaTarget : undefined}
              locale={locale}
              label={title ?? block.name ?? first?.alt}
              className="block h-full"
            >
              {mediaContent}
            </MaybeMediaLink>
            <GradientLayers gradient={gradient} placements={placements} />
            {product ? (
              <div
                className={cx(
                  'pointer-events-none absolute bottom-0',
                  OVERLAY_PICTURE_BOX,
                  alignments.map((a, bp) => OPPOSITE[a][bp]).join(' '),
                )}
              >
                <BlockImage
                  media={{
                    url: product.url,
                    alt: product.alt,
                    ...OVERLAY_PICTURE_SIZES.sm,
                    breakpoints: {
                      md: { url: product.url, ...OVERLAY_PICTURE_SIZES.md },
                      lg: { url: product.url, ...OVERLAY_PICTURE_SIZES.lg },
                    },
                  }}
                  priority={false}
                  className="h-full w-full object-contain object-bottom"
                />
              </div>
            ) : null}
            {block.badge ? (
              <BlockImage
                media={{ url: block.badge.url, alt: block.badge.alt, width: 96, height: 96 }}
                priority={false}
                className="absolute top-3 left-3 z-10 h-12 w-12 object-contain md:h-16 md:w-16"
              />
            ) : null}
            <Caption caption={block.caption} where="over" belowSurfaces={backgrounds} />
            {hasVideo(media) ? <VideoPause /> : null}
          </div>
        ) : null}
        <div
          className={cx(
            'pointer-events-none relative col-start-1 flex flex-col',
            classes(
              layouts,
              (r, bp) => `${PANEL[r.family][bp]} ${VERTICAL[r.vertical][bp]} ${ALIGN[r.alignment][bp]}`,
            ),
          )}
        >
          <div
            className={cx(
              'pointer-events-auto flex flex-col gap-3',
              block.overlayWidth ? OVERLAY_WIDTH[block.overlayWidth] : 'max-w-xl',
              surfaceClasses(surfaces),
              classes(layouts, (r, bp) => ALIGN[r.alignment][bp]),
            )}
          >
            <EyebrowLogo logo={block.eyebrowLogoResponsive} />
            {block.eyebrowText ? (
              <p
                className="text-sm font-semibold tracking-wide uppercase"
                style={colourStyle(colour(block.eyebrowTextColor))}
              >
                {block.eyebrowText}
              </p>
            ) : null}
            <BlockTitle
              level={headingLevel}
              title={block.title}
              titleHtml={block.titleHtml}
              locale={locale}
              colour={colour(block.titleColor)}
              className={titleStyleClass(block.titleStyle, 'text-3xl font-bold md:text-5xl')}
            />
            {block.subtitleHtml ? (
              <InlineHtml
                html={block.subtitleHtml}
                locale={locale}
                colour={colour(block.subtitleColor)}
                className={subtitleStyleClass(block.subtitleStyle, 'text-lg md:text-xl')}
              />
            ) : block.subtitle ? (
              <p
                className={subtitleStyleClass(block.subtitleStyle, 'text-lg md:text-xl')}
                style={colourStyle(colour(block.subtitleColor))}
              >
                {block.subtitle}
              </p>
            ) : null}
            {block.richText ? (
              <ColouredHtml html={block.richText} locale={locale} colour={colour(block.richTextColor)} />
            ) : null}
            <CtaTargets
              targets={block.targets}
              locale={locale}
              linkType={block.linkType}
              equalSize={block.equalTargetSize}
              className="mt-2"
            />
            {block.richTextBelowTargets ? (
              <ColouredHtml
                html={block.richTextBelowTargets}
                locale={locale}
                colour={colour(block.richTextBelowTargetsColor)}
                className="text-sm"
              />
            ) : null}
          </div>
        </div>
      </div>
      {captionPlace(block.caption) === 'below' ? (
        <div className="text-(--block-fg-sm) md:text-(--block-fg-md) lg:text-(--block-fg-lg)">
          <Caption caption={block.caption} where="below" belowSurfaces={backgrounds} />
        </div>
      ) : null}
    </section>
  )
}
