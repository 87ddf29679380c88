import { promotionAttributes, promotionImage } from '../shared/promotion-attributes.ts'
import type { HeroBannerBlock } from './schema.ts'
import {
  BACKGROUND_CLASSES,
  backgroundVars,
  colourStyle,
  GradientLayers,
  gradientAt,
  gradientSurface,
  mapBp,
  overlaySurface,
  resolveBackgrounds,
  resolveGradient,
  type Surface,
  surfaceClasses,
  surfaceColours,
} from '../shared/banner-style.tsx'
import {
  BlockTitle,
  ColouredHtml,
  InlineHtml,
  subtitleStyleClass,
  titleStyleClass,
  titleText,
} from '../shared/banner-text.tsx'
import { Caption, captionPlace, CtaTargets, EyebrowLogo } from '../shared/banner-parts.tsx'
import { hasVideo, MaybeMediaLink, MediaView, VIDEO_SCOPE, VideoPause } from '../shared/banner-media.tsx'
import type { BlockProps } from '../block.ts'
import { BlockImage, cx } from '../shared/parts.tsx'
import { readableColour } from '#app/domain/content/colour.ts'
import {
  ALIGN,
  IMAGE,
  OPPOSITE,
  OVERLAY_PICTURE_BOX,
  OVERLAY_PICTURE_SIZES,
  OVERLAY_WIDTH,
  PANEL,
  PRODUCT_IMAGE,
  SECOND_MEDIA,
  VERTICAL,
  classes,
  resolveLayouts,
} from './hero-layout.tsx'

/**
 * Hero banner (CMS-042..049): media (images or a video) with a title block over it or below it, per
 * breakpoint; standard, below-media (one or two media) and product-overlay variants. No client
 * behaviour: a video pauses through CSS.
 */
export default function HeroBanner({ block, locale, headingLevel, priority }: BlockProps<HeroBannerBlock>) {
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
      {...promotionAttributes({
        title,
        img: promotionImage(first),
        ctas: noCta ? [] : block.targets.map((t) => t.text),
        tracking: block.promotionTracking,
      })}
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
