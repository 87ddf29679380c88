import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import { BANNERS_GALLERY } from '#mocks/content/seed/gallery-banners.ts'
import { contrastRatio, parseColour, readableColour } from '#app/domain/content/colour.ts'
import { BlockList } from '../registry.tsx'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
const fixture = (id: string) => galleryBlock(BANNERS_GALLERY, id)

const media = { url: '/images/content/banner-test.svg', alt: 'A ridge at dawn', width: 1200, height: 600 }
const base = {
  type: 'banner',
  media,
  title: 'Spring into the hills',
  subtitle: 'Light layers',
  targets: [
    { url: '/c/hiking-boots-1020', text: 'Shop boots' },
    { url: '/c/jackets-2010', text: 'Shop jackets' },
  ],
} as const satisfies KnownBlockInput

/** The opening tag of the first element whose attributes match. */
function tag(html: string, pattern: RegExp): string {
  return html.match(pattern)?.[0] ?? ''
}

describe('banner gallery fixtures', () => {
  it('parse as known blocks and all render', () => {
    const onUnknown = vi.fn()
    const blocks = parseBlocks(BANNERS_GALLERY)
    expect(blocks.map((b) => b.type).filter((t) => t.startsWith('invalid:'))).toEqual([])
    const html = renderWithProviders(<BlockList blocks={blocks} locale="en-us" onUnknown={onUnknown} />)
    expect(onUnknown).not.toHaveBeenCalled()
    expect(html).toContain('Built for the last thousand metres')
    expect(html).toContain('Free repairs for life')
  })
})

describe('Banner variants', () => {
  it('CMS-030 renders an image banner: its media with size, its title and its buttons', () => {
    const html = render([fixture('gallery-banner-image')])
    expect(html).toMatch(/<img[^>]*src="\/images\/content\/banner-spring-meadow\.svg"[^>]*>/)
    const img = tag(html, /<img[^>]*banner-spring-meadow[^>]*>/)
    expect(img).toContain('alt="Hikers crossing a meadow of wildflowers"')
    expect(img).toContain('width="1200"')
    expect(img).toContain('height="600"')
    expect(html).toMatch(/<h1[^>]*>Spring into the hills<\/h1>/)
    expect(html).toMatch(/<a[^>]*href="\/en-us\/c\/hiking-boots-1020"[^>]*>Shop boots/)
    // Title and buttons share a row from md up.
    expect(html).toContain('md:flex-row md:items-end md:justify-between')
  })

  it('CMS-031 renders an overlay banner: text and media share one grid cell, text on a dark box', () => {
    const html = render([{ ...base, variant: 'overlay' }])
    expect(html).toContain('Spring into the hills')
    // Media box and text panel both sit in row 1, column 1; the panel comes later, so on top.
    expect(html).toMatch(
      /class="relative group\/video col-start-1 row-start-1"[\s\S]*class="pointer-events-none relative col-start-1 row-start-1/,
    )
    // The dark box: white text on black at 70 % (`surface-scrim`), at every breakpoint.
    expect(html).toMatch(/class="[^"]*\bsurface-scrim md:surface-scrim lg:surface-scrim-lg\b/)
  })

  it('CMS-032 renders a split banner whose image width follows the setting (CONST-028)', () => {
    const html60 = render([{ ...base, variant: 'split', imageWidth: 60 }])
    expect(html60).toContain('md:w-3/5')
    expect(html60).toContain('md:flex-row')
    const html40 = render([{ ...base, variant: 'split', imageWidth: 40, alignment: 'right' }])
    expect(html40).toContain('md:w-2/5')
    expect(html40).toContain('md:flex-row-reverse')
    const html50 = render([{ ...base, variant: 'split' }])
    expect(html50).toContain('md:w-1/2')
  })

  it('CMS-033 renders a thin banner: a small decorative thumbnail beside one line of text', () => {
    const html = render([fixture('gallery-banner-thin')])
    expect(html).toMatch(/<img[^>]*alt=""[^>]*class="h-12 w-12 shrink-0 rounded object-cover"/)
    expect(html).toContain('XPLR Pass members ship free, always')
    expect(html).toMatch(/<a[^>]*href="\/en-us\/xplr-pass"[^>]*>Join for free<svg/)
  })

  it('CMS-034 renders a below-text banner: media first, then a padded text panel', () => {
    const html = render([fixture('gallery-banner-below-text')])
    const imageAt = html.indexOf('banner-bothy-rain.svg')
    const titleAt = html.indexOf('Three days, one bothy, no dry socks')
    expect(imageAt).toBeGreaterThan(-1)
    expect(titleAt).toBeGreaterThan(imageAt)
    expect(html).toContain('px-6 py-8 md:px-12 md:py-10')
  })

  it('CMS-035 renders a menu tile as one link holding picture, title and call to action', () => {
    const html = render([fixture('gallery-banner-menu-tile')])
    expect(html.match(/<a\s/g)).toHaveLength(1)
    expect(html).toMatch(
      /<a[^>]*href="\/en-us\/c\/running-shoes-1010"[^>]*>[\s\S]*<img[^>]*alt=""[\s\S]*<h1[^>]*>[\s\S]*New trail runners[\s\S]*Shop now[\s\S]*<\/a>/,
    )
  })

  it('CMS-036 renders an espot banner: a bordered slot filling its cell', () => {
    const html = render([fixture('gallery-banner-espot')])
    expect(html).toMatch(/<section[^>]*class="[^"]*flex h-full flex-col overflow-hidden rounded-lg border/)
    expect(html).toContain('Not sure what they need?')
    expect(html).toContain('aspect-video')
  })

  it('renders each variant with different markup for the same content', () => {
    const variants = ['image', 'overlay', 'split', 'thin', 'below-text', 'menu-tile', 'espot'] as const
    const htmls = variants.map((variant) => render([{ ...base, variant }]))
    expect(new Set(htmls).size).toBe(variants.length)
  })
})

describe('Banner content (CMS-037)', () => {
  const full: KnownBlockInput = {
    type: 'banner',
    variant: 'overlay',
    media: {
      ...media,
      breakpoints: { sm: { url: '/images/content/card-test.svg', width: 600, height: 600 } },
    },
    mediaTarget: { url: '/c/jackets-2010' },
    title: 'Plain title',
    titleHtml: '<p>Sleep <strong>warm</strong></p><p>at altitude</p>',
    titleColor: 'white',
    titleStyle: 'display',
    titleH1: true,
    subtitle: 'Four-season tents',
    overline: 'Summit Series',
    eyebrowLogoResponsive: {
      sm: { url: '/images/content/menu-logo-sm.svg', alt: 'Summit Series', width: 400, height: 400 },
      lg: { url: '/images/content/menu-logo-lg.svg', alt: 'Summit Series', width: 400, height: 400 },
    },
    richText: '<p>Rated to <a href="/help/contact-us">−20 °C</a>.</p>',
    richTextBelowTargets: '<p>Free returns.</p>',
    captionText: 'Photo: Atacama',
    captionPosition: 'top-left',
    captionStyle: 'italic',
    captionColor: '#fde68a',
    gradientStyle: 'full',
    gradientTone: 'dark',
    gradientBreakpoints: ['lg'],
    backdrop: true,
    backgroundColor: '#1f2937',
    hideTitle: false,
    equalTargetSize: true,
    linkType: 'CTA',
    targets: [
      {
        url: '/c/tents-packs-3010',
        text: 'Shop tents',
        style: { sm: 'secondary', lg: 'primary' },
        icon: 'arrow-right',
        size: 'large',
      },
      { url: '/store-locator', text: 'Find a store', targetAttribute: '_blank', style: 'link' },
    ],
    promotionTracking: { promotionId: 'BN-1', promotionName: 'Tents', creativeName: 'night-camp' },
    textAlignmentSmall: 'center',
    textAlignmentLarge: 'right',
    alignment: 'left',
  }

  it('renders every field of a full banner', () => {
    const html = render([full])
    // titleHtml instead of title, block tags unwrapped inside the heading, in the checked colour.
    expect(html).not.toContain('Plain title')
    expect(html).toMatch(
      /<h1 class="text-4xl font-extrabold[^"]*"><span style="color:#ffffff">Sleep <strong>warm<\/strong><br\/>at altitude<\/span><\/h1>/,
    )
    expect(html).toContain('Four-season tents')
    expect(html).toMatch(/<p[^>]*>Summit Series<\/p>/)
    // Logo per breakpoint.
    expect(html).toMatch(
      /<source media="\(min-width: 1024px\)" srcSet="\/images\/content\/menu-logo-lg\.svg"/,
    )
    expect(html).toMatch(/<img[^>]*src="\/images\/content\/menu-logo-sm\.svg"[^>]*alt="Summit Series"/)
    // Media per breakpoint.
    expect(html).toMatch(/<source media="\(max-width: 767px\)" srcSet="\/images\/content\/card-test\.svg"/)
    // Rich text with localised links; rich text below the buttons comes after them.
    expect(html).toContain('<a href="/en-us/help/contact-us">−20 °C</a>')
    expect(html.indexOf('Free returns.')).toBeGreaterThan(html.indexOf('Find a store'))
    // Caption in its corner, its style and checked colour.
    expect(html).toMatch(
      /<p data-caption="top-left" class="[^"]*top-3 left-3 text-xs italic" style="color:#fde68a">Photo: Atacama<\/p>/,
    )
    // Gradient only on lg; elsewhere the frosted backdrop.
    expect(html).toMatch(/data-gradient="full" class="[^"]*hidden md:hidden lg:block"/)
    expect(html).toContain('surface-frost')
    expect(html).toContain('--block-bg-sm:#1f2937')
    // Buttons: style per breakpoint, icon, size, new tab, equal size.
    const shop = tag(html, /<a[^>]*href="\/en-us\/c\/tents-packs-3010"[^>]*>/)
    expect(shop).toMatch(/(^|[\s"])cta-secondary[\s"]/)
    expect(shop).toContain('lg:cta-primary')
    expect(shop).toContain('cta-large')
    expect(html).toMatch(/Shop tents<svg aria-hidden="true"/)
    const store = tag(html, /<a[^>]*href="\/en-us\/store-locator"[^>]*>/)
    expect(store).toContain('target="_blank"')
    expect(store).toContain('rel="noopener noreferrer"')
    expect(html).toContain('data-equal-size="true"')
    // Tracking for the analytics layer.
    expect(html).toMatch(
      /<section data-promotion-id="BN-1" data-promotion-name="Tents" data-promotion-creative="night-camp"/,
    )
    // Text alignment: centred on sm and md, right on lg; the box sits on the left.
    expect(html).toContain(
      'items-center text-center md:items-center md:text-center lg:items-end lg:text-right',
    )
    expect(html).toMatch(/flex flex-col justify-end p-4 md:p-8 items-start/)
  })

  it('CMS-038 renders no buttons with linkType No-CTA, and links the media instead', () => {
    const html = render([fixture('gallery-banner-hidden-title')])
    expect(html).not.toContain('Not shown')
    expect(html).not.toContain('<ul')
    expect(tag(html, /<a[^>]*href="\/en-us\/c\/jackets-2010"[^>]*>/)).toContain(
      'aria-label="End of season sale"',
    )
    // With buttons the media is not linked.
    const withButtons = render([{ ...base, mediaTarget: { url: '/c/jackets-2010' } }])
    expect(withButtons).not.toContain('aria-label="Spring into the hills"')
  })

  it('CMS-039 hides the title with hideTitle and gives buttons one size with equalTargetSize', () => {
    const hidden = render([fixture('gallery-banner-hidden-title')])
    expect(hidden).not.toMatch(/<h[12][^>]*>[\s\S]*End of season sale/)
    expect(hidden).toContain('Up to 40% off')
    const equal = render([{ ...base, equalTargetSize: true }])
    expect(equal).toContain('md:inline-grid md:w-auto md:auto-cols-fr md:grid-flow-col')
    expect(equal.match(/<a[^>]*class="[^"]*w-full"/g)).toHaveLength(2)
    const unequal = render([base])
    expect(unequal).not.toContain('auto-cols-fr')
  })

  it('CMS-040 CONST-027 draws gradients 35 % high when full and 50 % when focused, only at the breakpoints listed', () => {
    const full = render([
      { ...base, variant: 'overlay', gradientStyle: 'full', gradientBreakpoints: ['md', 'lg'] },
    ])
    expect(full).toMatch(/data-gradient="full" class="[^"]*h-\[35%\][^"]*hidden md:block lg:block"/)
    const focused = render([{ ...base, variant: 'overlay', gradientStyle: 'focused', gradientTone: 'light' }])
    expect(focused).toMatch(
      /data-gradient="focused" class="[^"]*h-1\/2[^"]*from-white\/90[^"]*block md:block lg:block"/,
    )
    // Where the gradient is drawn, it replaces the dark box; light gradients take dark text.
    expect(focused).toContain('surface-on-light')
    expect(focused).not.toContain('surface-scrim')
    expect(render([{ ...base, variant: 'overlay', gradientStyle: 'off' }])).not.toContain('data-gradient')
    expect(render([{ ...base, variant: 'overlay' }])).not.toContain('data-gradient')
  })

  it('CMS-041 CONST-031 makes a cinema-mode banner 50vh high', () => {
    const cinema = render([fixture('gallery-banner-cinema')])
    expect(tag(cinema, /<img[^>]*banner-canyon-dusk[^>]*>/)).toContain('min-h-[50vh]')
    expect(render([base])).not.toContain('50vh')
  })

  it('renders a video medium muted and looping, with a pause control outside any link', () => {
    const html = render([fixture('gallery-banner-overlay-video')])
    expect(html).toMatch(/<video[^>]*autoPlay=""[^>]*muted=""[^>]*loop=""[^>]*playsInline=""/)
    expect(html).toMatch(/<input type="checkbox"[^>]*\/><span class="sr-only">Pause background video<\/span>/)
    expect(html).not.toMatch(/<a[^>]*>(?:(?!<\/a>)[\s\S])*<input/)
  })

  it('CMS-022 lets a titleHtml-only banner take the page h1', () => {
    const html = render([
      { type: 'richText', richText: '<p>Intro</p>' },
      { type: 'banner', titleHtml: '<p>Only <em>HTML</em></p>' },
    ])
    expect(html).toMatch(/<h1[^>]*><span>Only <em>HTML<\/em><\/span><\/h1>/)
  })
})

describe('CMS colours keep their contrast', () => {
  it('accepts palette names and hex only', () => {
    expect(parseColour('brand')).toBe('#14532d')
    expect(parseColour('#FFF')).toBe('#ffffff')
    expect(parseColour('#0a0B0c')).toBe('#0a0b0c')
    expect(parseColour('red; background:url(x)')).toBeUndefined()
    expect(parseColour('rgba(0,0,0,.1)')).toBeUndefined()
    expect(parseColour('#00000080')).toBeUndefined()
  })

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('keeps a text colour only when it clears AA on every surface it can sit on', () => {
    expect(readableColour('#ffffff', ['#000000', '#4d4d4d'])).toBe('#ffffff')
    expect(readableColour('#ffff00', ['#ffffff'])).toBeUndefined()
    expect(readableColour('dark', ['#ffffff', '#1f2937'])).toBeUndefined()
    expect(readableColour(undefined, ['#ffffff'])).toBeUndefined()
  })

  it('drops an unreadable title colour and keeps the readable default', () => {
    const html = render([{ ...base, titleColor: '#ffff00' }])
    expect(html).toMatch(/<h1[^>]*>Spring into the hills<\/h1>/)
    const injected = render([{ ...base, titleColor: 'red;background:url(https://x.test)' }])
    expect(injected).not.toContain('x.test')
  })

  it('turns default text white on a dark background', () => {
    const html = render([fixture('gallery-banner-thin')])
    expect(html).toContain('--block-bg-sm:#14532d;--block-fg-sm:#ffffff')
    expect(html).toContain('surface-plain-sm')
  })
})
