import type { Alignment, HeroBannerBlock, HeroLayout } from '#app/models/content.ts'
import { BlockImage, type BlockProps, CmsLink, Heading, RichHtml, Targets } from './shared.tsx'

type Family = 'overlay' | 'below'
type Vertical = 'start' | 'center' | 'end'
interface Resolved {
  family: Family
  vertical: Vertical
  alignment: Alignment
  twoMedia: boolean
}

/** CMS-046: each layout value maps to a render variant; a missing breakpoint inherits the smaller one. */
function resolve(layout: HeroLayout, alignment: Alignment): Resolved {
  const family: Family = layout.startsWith('below') ? 'below' : 'overlay'
  const vertical: Vertical =
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

function resolveLayouts(rl: HeroBannerBlock['responsiveLayout']): [Resolved, Resolved, Resolved] {
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
const PANEL: Record<Family, readonly [string, string, string]> = {
  overlay: ['absolute inset-0 p-4 sm:p-8', 'md:absolute md:inset-0 md:p-8', 'lg:absolute lg:inset-0 lg:p-12'],
  below: [
    'relative px-4 py-6',
    'md:relative md:inset-auto md:px-4 md:py-6',
    'lg:relative lg:inset-auto lg:px-8 lg:py-8',
  ],
}
// The overlay text sits on its own dark scrim, so white text keeps its contrast over any image.
const BOX: Record<Family, readonly [string, string, string]> = {
  overlay: [
    'rounded-md bg-black/70 p-6 text-white',
    'md:rounded-md md:bg-black/70 md:p-6 md:text-white',
    'lg:rounded-md lg:bg-black/70 lg:p-8 lg:text-white',
  ],
  below: [
    'bg-transparent p-0 text-gray-900',
    'md:bg-transparent md:p-0 md:text-gray-900',
    'lg:bg-transparent lg:p-0 lg:text-gray-900',
  ],
}
const IMAGE: Record<Family, readonly [string, string, string]> = {
  overlay: ['min-h-[28rem] object-cover', 'md:min-h-[30rem]', 'lg:min-h-[32rem]'],
  below: ['min-h-0', 'md:min-h-0', 'lg:min-h-0'],
}
const VERTICAL: Record<Vertical, readonly [string, string, string]> = {
  start: ['justify-start', 'md:justify-start', 'lg:justify-start'],
  center: ['justify-center', 'md:justify-center', 'lg:justify-center'],
  end: ['justify-end', 'md:justify-end', 'lg:justify-end'],
}
const ALIGN: Record<Alignment, readonly [string, string, string]> = {
  left: ['items-start text-left', 'md:items-start md:text-left', 'lg:items-start lg:text-left'],
  center: ['items-center text-center', 'md:items-center md:text-center', 'lg:items-center lg:text-center'],
  right: ['items-end text-right', 'md:items-end md:text-right', 'lg:items-end lg:text-right'],
}
const SECOND_MEDIA = [
  ['hidden', 'block'],
  ['md:hidden', 'md:block'],
  ['lg:hidden', 'lg:block'],
] as const

function classes(
  layouts: [Resolved, Resolved, Resolved],
  pick: (r: Resolved, bp: 0 | 1 | 2) => string,
): string {
  return ([0, 1, 2] as const).map((bp) => pick(layouts[bp], bp)).join(' ')
}

/** Hero banner (CMS-042..049): media with a title block over it or below it, per breakpoint. */
export function HeroBanner({ block, locale, headingLevel, priority }: BlockProps<HeroBannerBlock>) {
  const [first, second] = block.media
  // Without media there is nothing to overlay: the text block stands on its own.
  const layouts = first
    ? resolveLayouts(block.responsiveLayout)
    : resolveLayouts({ sm: { layout: 'below-1media', alignment: 'left' } })
  const showCaption = block.caption?.captionText && block.caption.captionPosition !== 'off'
  const noCta = block.linkType === 'No-CTA' || block.targets.length === 0
  const imageClass = `h-full w-full min-w-0 flex-1 ${classes(layouts, (r, bp) => IMAGE[r.family][bp])}`

  const mediaContent = first ? (
    <div className="flex">
      <BlockImage media={first} priority={priority} className={imageClass} />
      {second ? (
        <div
          className={`min-w-0 flex-1 ${classes(layouts, (r, bp) => SECOND_MEDIA[bp][r.twoMedia ? 1 : 0])}`}
        >
          <BlockImage media={second} priority={false} className="h-full w-full object-cover" />
        </div>
      ) : null}
    </div>
  ) : null

  return (
    <section
      aria-label={block.title ? undefined : block.name}
      className={`relative bg-gray-100 ${block.isFullWidth ? 'w-full' : 'mx-auto max-w-7xl'}`}
    >
      {mediaContent && block.mediaTarget && noCta ? (
        <CmsLink
          target={block.mediaTarget}
          locale={locale}
          aria-label={block.title ?? block.name ?? first?.alt}
        >
          {mediaContent}
        </CmsLink>
      ) : (
        mediaContent
      )}
      <div
        className={`flex flex-col ${classes(layouts, (r, bp) => `${PANEL[r.family][bp]} ${VERTICAL[r.vertical][bp]} ${ALIGN[r.alignment][bp]}`)}`}
      >
        <div
          className={`flex max-w-xl flex-col gap-3 ${classes(layouts, (r, bp) => `${BOX[r.family][bp]} ${ALIGN[r.alignment][bp]}`)}`}
        >
          {block.eyebrowText ? (
            <p className="text-sm font-semibold tracking-wide uppercase">{block.eyebrowText}</p>
          ) : null}
          {block.title ? (
            <Heading level={headingLevel} className="text-3xl font-bold md:text-5xl">
              {block.title}
            </Heading>
          ) : null}
          {block.subtitle ? <p className="text-lg md:text-xl">{block.subtitle}</p> : null}
          {block.richText ? (
            <RichHtml html={block.richText} locale={locale} className="[&_a]:text-current" />
          ) : null}
          <Targets targets={block.targets} locale={locale} linkType={block.linkType} className="mt-2" />
          {block.richTextBelowTargets ? (
            <RichHtml
              html={block.richTextBelowTargets}
              locale={locale}
              className="text-sm [&_a]:text-current"
            />
          ) : null}
        </div>
      </div>
      {showCaption ? <p className="px-4 py-2 text-xs text-gray-700">{block.caption?.captionText}</p> : null}
    </section>
  )
}
