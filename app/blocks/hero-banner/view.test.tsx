import { describe, expect, it } from 'vitest'
import { HERO_LAYOUTS, type KnownBlockInput } from '#app/domain/content/content.ts'
import { BANNERS_GALLERY } from '#mocks/content/seed/gallery-banners.ts'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
const fixture = (id: string) => galleryBlock(BANNERS_GALLERY, id)

/** The opening tag of the first element whose attributes match. */
function tag(html: string, pattern: RegExp): string {
  return html.match(pattern)?.[0] ?? ''
}

/** The class attribute of the hero's text panel (the grid item that holds the text box). */
function panelClass(html: string): string {
  return html.match(/class="(pointer-events-none relative col-start-1 flex flex-col [^"]*)"/)?.[1] ?? ''
}

const image = { url: '/images/content/hero-test.svg', alt: 'A ridge', width: 1600, height: 700 }
const hero = {
  type: 'heroBanner',
  title: 'Go further',
  media: [image],
  targets: [{ url: '/c/footwear-1000', text: 'Shop footwear' }],
} as const satisfies KnownBlockInput

describe('Hero banner variants', () => {
  it('CMS-042 renders the standard hero: the text over the media at every breakpoint', () => {
    const html = render([fixture('gallery-hero-standard')])
    expect(html).toMatch(/<h1[^>]*>Built for the last thousand metres<\/h1>/)
    const panel = panelClass(html)
    for (const cls of ['row-start-1 p-4', 'md:row-start-1 md:p-8', 'lg:row-start-1 lg:p-12']) {
      expect(panel).toContain(cls)
    }
    expect(panel).toContain('justify-end')
    // Media and text share row 1: the media box is there too.
    expect(html).toContain('class="relative col-start-1 row-start-1 group/video"')
  })

  it('CMS-043 renders the below-media hero: text under the media, one or two media', () => {
    const one = render([fixture('gallery-hero-below-1media')])
    // Below on small and medium screens, over the media on large ones.
    const panel = panelClass(one)
    for (const cls of ['row-start-2 px-4 py-6', 'md:row-start-2 md:px-6 md:py-8', 'lg:row-start-1 lg:p-12']) {
      expect(panel).toContain(cls)
    }
    const two = render([fixture('gallery-hero-below-2media')])
    expect(two).toContain('hero-boots-scree.svg')
    // The second medium shows from md up only (below-2media there, below-1media on sm).
    expect(two).toMatch(
      /<div class="min-w-0 flex-1 hidden md:block lg:block"><img[^>]*hero-socks-campfire\.svg/,
    )
  })

  it('CMS-044 renders the product-overlay hero: the product picture over the media at CONST-037 sizes', () => {
    const html = render([fixture('gallery-hero-product-overlay')])
    expect(html).toContain('w-[196px] h-[343px] md:w-[271px] md:h-[467px] lg:w-[344px] lg:h-[538px]')
    expect(html).toMatch(
      /<source media="\(min-width: 1024px\)" srcSet="\/images\/content\/card-stormbreak-shell\.svg" width="344" height="538"\/>/,
    )
    expect(html).toMatch(
      /<source media="\(min-width: 768px\)" srcSet="\/images\/content\/card-stormbreak-shell\.svg" width="271" height="467"\/>/,
    )
    const img = tag(html, /<img[^>]*card-stormbreak-shell[^>]*>/)
    expect(img).toContain('alt="Stormbreak 3L Shell in moss green"')
    expect(img).toContain('width="196"')
    expect(img).toContain('height="343"')
    // Text on the left, so the picture stands on the right; the text box is narrow (overlayWidth sm).
    expect(html).toContain('right-4 left-auto md:right-8 md:left-auto lg:right-12 lg:left-auto')
    expect(html).toMatch(/class="pointer-events-auto flex flex-col gap-3 max-w-sm /)
    // Room for the picture: the media is at least as tall.
    expect(tag(html, /<img[^>]*hero-storm-coast[^>]*>/)).toContain('lg:min-h-[36rem]')
  })
})

describe('Hero content', () => {
  const full: KnownBlockInput = {
    type: 'heroBanner',
    name: 'Autumn',
    title: 'Plain title',
    titleHtml: '<p>Into the <em>hills</em></p>',
    titleStyle: 'small',
    titleColor: '#ffffff',
    subtitle: 'Plain subtitle',
    subtitleHtml: '<p>Boots and <a href="/c/jackets-2010">shells</a></p>',
    subtitleStyle: 'uppercase',
    subtitleColor: '#fde68a',
    richText: '<p>Free returns</p>',
    richTextColor: 'white',
    richTextBelowTargets: '<p>Ends Sunday</p>',
    richTextBelowTargetsColor: '#e5e7eb',
    eyebrowText: 'New season',
    eyebrowTextColor: '#ffff00',
    eyebrowLogoResponsive: {
      md: { url: '/images/content/menu-logo.svg', alt: 'Summit Series', width: 400, height: 400 },
    },
    caption: {
      captionText: 'Photo: Dolomites',
      captionPosition: 'below',
      captionStyle: 'small',
      captionColor: '#111827',
    },
    gradient: { gradientStyle: 'focused', gradientTone: 'dark', gradientBreakpoints: ['sm'] },
    linkType: 'CTA',
    targets: [
      { url: '/c/footwear-1000', text: 'Shop boots', style: { sm: 'link', md: 'primary' } },
      { url: '/c/apparel-2000', text: 'Shop shells' },
    ],
    mediaTarget: { url: '/c/footwear-1000' },
    mediaList: [image],
    responsiveLayout: { sm: { layout: 'overlay', alignment: 'right' } },
    backgroundColor: { sm: '#ffffff', md: '#1f2a24' },
    backdrop: true,
    overlayWidth: 'lg',
    badge: { url: '/images/content/menu-award.svg', alt: 'Gear award winner' },
    equalTargetSize: true,
    isFullWidth: false,
    promotionTracking: { promotionId: 'HP-1', promotionName: 'Autumn', creativeName: 'hills' },
  }

  it('CMS-045 renders every field of a full hero', () => {
    const html = render([full])
    // titleHtml and subtitleHtml replace title and subtitle.
    expect(html).not.toContain('Plain title')
    expect(html).not.toContain('Plain subtitle')
    expect(html).toMatch(
      /<h1 class="text-xl font-bold md:text-2xl"><span style="color:#ffffff">Into the <em>hills<\/em><\/span><\/h1>/,
    )
    expect(html).toMatch(
      /<p class="[^"]*uppercase" style="color:#fde68a">Boots and <a href="\/en-us\/c\/jackets-2010">shells<\/a><\/p>/,
    )
    // Colours that keep contrast on a dark box are applied; the rest fall back.
    expect(html).toMatch(/<div class="prose [^"]*" style="color:#ffffff"><p>Free returns<\/p>/)
    expect(html).toMatch(/style="color:#e5e7eb"><p>Ends Sunday<\/p>/)
    expect(html).toMatch(
      /<p class="text-sm font-semibold tracking-wide uppercase" style="color:#ffff00">New season<\/p>/,
    )
    // A logo given for md only stands for every breakpoint.
    expect(html).toMatch(/<img[^>]*src="\/images\/content\/menu-logo\.svg"[^>]*alt="Summit Series"/)
    // The caption below the media, in its style; its colour is refused on the dark md background.
    expect(html).toMatch(/<p data-caption="below" class="px-4 py-2 text-xs">Photo: Dolomites<\/p>/)
    expect(html).toMatch(/data-gradient="focused" class="[^"]*h-1\/2[^"]*block md:hidden lg:hidden"/)
    // Per-breakpoint background (lg inherits md) and its readable text colour.
    expect(html).toContain(
      '--block-bg-sm:#ffffff;--block-fg-sm:#111827;--block-bg-md:#1f2a24;--block-fg-md:#ffffff;--block-bg-lg:#1f2a24',
    )
    // Frosted backdrop where no gradient is drawn (md, lg).
    expect(html).toContain('md:surface-frost')
    expect(html).toMatch(/class="pointer-events-auto flex flex-col gap-3 max-w-lg /)
    expect(html).toMatch(/<img[^>]*alt="Gear award winner"[^>]*width="96"[^>]*height="96"/)
    // mediaList stands in for media.
    expect(html).toContain('/images/content/hero-test.svg')
    // Buttons: style per breakpoint, equal size; so the media is not linked.
    const boots = tag(html, /<a[^>]*href="\/en-us\/c\/footwear-1000"[^>]*>/)
    expect(boots).toMatch(/(^|[\s"])cta-link[\s"]/)
    expect(boots).toContain('md:cta-primary')
    expect(boots).toContain('w-full')
    expect(html).not.toContain('aria-label="Into the hills"')
    expect(html).toMatch(
      /<section data-promotion-id="HP-1" data-promotion-name="Autumn" data-promotion-creative="hills"/,
    )
    expect(html).toMatch(/<section [^>]*class="relative [^"]*mx-auto max-w-7xl"/)
  })

  it('CMS-046 maps each layout value to a render variant', () => {
    const expected: Record<(typeof HERO_LAYOUTS)[number], { row: string; justify: string; align?: string }> =
      {
        'below-1media': { row: 'row-start-2 ', justify: 'justify-end' },
        'below-2media': { row: 'row-start-2 ', justify: 'justify-end' },
        overlay: { row: 'row-start-1 ', justify: 'justify-end' },
        'overlay-top': { row: 'row-start-1 ', justify: 'justify-start' },
        'overlay-bottom': { row: 'row-start-1 ', justify: 'justify-end' },
        'overlay-middle': { row: 'row-start-1 ', justify: 'justify-center' },
        'center-overlay': {
          row: 'row-start-1 ',
          justify: 'justify-center',
          align: 'items-center text-center',
        },
        standardHero: { row: 'row-start-1 ', justify: 'justify-end' },
      }
    for (const layout of HERO_LAYOUTS) {
      const html = render([{ ...hero, responsiveLayout: { sm: { layout, alignment: 'right' } } }])
      const panel = panelClass(html)
      const want = expected[layout]
      expect(
        panel.startsWith(`pointer-events-none relative col-start-1 flex flex-col ${want.row}`),
        layout,
      ).toBe(true)
      expect(panel, layout).toContain(`${want.justify} `)
      expect(panel, layout).toContain(want.align ?? 'items-end text-right')
    }
    // Per breakpoint: a missing one inherits the smaller one.
    const mixed = panelClass(
      render([
        {
          ...hero,
          responsiveLayout: {
            sm: { layout: 'below-1media', alignment: 'left' },
            lg: { layout: 'overlay-top', alignment: 'center' },
          },
        },
      ]),
    )
    expect(mixed).toContain('md:row-start-2')
    expect(mixed).toContain('lg:row-start-1')
    expect(mixed).toContain('lg:justify-start')
    expect(mixed).toContain('lg:items-center')
  })

  it('CMS-047 renders no caption when its position is off and no gradient when its style is off', () => {
    const html = render([fixture('gallery-hero-no-cta')])
    expect(html).not.toContain('Not shown: the caption is off')
    expect(html).not.toContain('data-caption')
    expect(html).not.toContain('data-gradient')
    const on = render([
      {
        ...hero,
        caption: { captionText: 'Photo: Alps', captionPosition: 'top-right', captionColor: '#fde68a' },
        gradient: { gradientStyle: 'full' },
      },
    ])
    expect(on).toMatch(
      /<p data-caption="top-right" class="[^"]*top-3 right-3 text-xs" style="color:#fde68a">Photo: Alps<\/p>/,
    )
    expect(on).toMatch(/data-gradient="full" class="[^"]*h-\[35%\]/)
  })

  it('CMS-048 renders per-breakpoint image sources', () => {
    const html = render([fixture('gallery-hero-standard')])
    expect(html).toMatch(
      /<picture><source media="\(max-width: 767px\)" srcSet="\/images\/content\/card-summit-ridge-portrait\.svg"/,
    )
  })

  it('CMS-048 renders video media as a muted, looping, inline video over its poster, still when motion is reduced', () => {
    const html = render([fixture('gallery-hero-video')])
    const video = tag(html, /<video[^>]*>/)
    expect(video).toContain('autoPlay=""')
    expect(video).toContain('muted=""')
    expect(video).toContain('loop=""')
    expect(video).toContain('playsInline=""')
    expect(video).toContain('poster="/images/content/hero-campfire-lake.svg"')
    expect(video).toContain('motion-reduce:hidden')
    // Every source plays only without a reduced-motion preference; per-breakpoint files first.
    expect(html).toContain(
      '<source src="/videos/content/campfire-loop-portrait.mp4" media="(prefers-reduced-motion: no-preference) and (max-width: 767px)"/><source src="/videos/content/campfire-loop.mp4" media="(prefers-reduced-motion: no-preference)"/></video>',
    )
    // The poster is the image a screen reader and a reduced-motion shopper get.
    expect(html).toMatch(
      /<img[^>]*src="\/images\/content\/hero-campfire-lake\.svg"[^>]*alt="Friends around a campfire beside a lake at dusk"/,
    )
    expect(html).not.toMatch(/<img[^>]*campfire-loop/)
    // WCAG 2.2.2: a labelled pause control that hides the video through CSS.
    expect(html).toMatch(
      /<label[^>]*><input type="checkbox" class="peer sr-only"\/><span class="sr-only">Pause background video<\/span>/,
    )
    expect(video).toContain('group-has-[input:checked]/video:hidden')
    expect(render([hero])).not.toContain('<video')
  })

  it('CMS-049 hides a hero at the breakpoints set and makes it full width with isFullWidth', () => {
    const html = render([fixture('gallery-hero-contained')])
    expect(html).toMatch(
      /<div data-block="heroBanner" class="max-md:hidden empty:hidden"[^>]*>(?:<!--\$-->)?<section[^>]*class="relative [^"]*mx-auto max-w-7xl"/,
    )
    expect(render([hero])).toMatch(/<section[^>]*class="relative [^"]*w-full"/)
  })

  it('links the media only when there are no buttons', () => {
    const html = render([fixture('gallery-hero-no-cta')])
    expect(tag(html, /<a[^>]*href="\/en-us\/c\/tents-packs-3010"[^>]*>/)).toContain(
      'aria-label="One pack, every trail"',
    )
    expect(html).not.toContain('<ul')
  })
})
