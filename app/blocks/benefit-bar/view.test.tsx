import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CmsPageSchema, type KnownBlockInput } from '#app/domain/content/content.ts'
import type { BenefitBarBlock } from './schema.ts'
import { COLLECTIONS_GALLERY } from '#mocks/content/seed/gallery-collections.ts'
import BenefitBar from './view.tsx'
import { BlockList } from '../registry.tsx'

const page = (components: KnownBlockInput[]) =>
  CmsPageSchema.parse({ id: 'p', slug: 'p', title: 'P', meta: { title: 'P', description: 'P' }, components })
    .components

function parse(block: KnownBlockInput): BenefitBarBlock {
  const [parsed] = page([block])
  if (parsed?.type !== 'benefitBar') throw new Error(`not a benefit bar: ${parsed?.type}`)
  return parsed as BenefitBarBlock
}

function render(block: KnownBlockInput, dismissed?: ReadonlySet<string>) {
  return renderWithProviders(
    <BenefitBar
      block={parse(block)}
      locale="en-us"
      headingLevel={2}
      priority={false}
      dismissed={dismissed}
    />,
    { path: '/en-us/xplr-pass' },
  ).replaceAll('<!-- -->', '')
}

const full: KnownBlockInput = {
  type: 'benefitBar',
  logo: { url: '/images/content/menu-xplr-logo.svg', alt: 'XPLR Pass', width: 400, height: 400 },
  backgroundImage: {
    url: '/images/content/banner-benefit-ridge.svg',
    alt: 'A ridge',
    width: 1200,
    height: 600,
  },
  title: 'XPLR Pass members ship free',
  subtitle: 'Plus early access to sales.',
  targets: [{ url: '/xplr-pass', text: 'Join for free', style: 'secondary' }],
  infoIcon: {
    richText: '<p>Free standard shipping for signed-in members.</p>',
    target: { url: '/policies/shipping-terms', text: 'Shipping terms' },
  },
  showCloseButton: true,
  alignment: 'left',
  mediaTarget: { url: '/xplr-pass' },
}

describe('BenefitBar', () => {
  it('CMS-076 renders logo, background image, title, subtitle, targets, info icon, alignment and mediaTarget', () => {
    const html = render(full)
    expect(html).toMatch(/<section aria-label="XPLR Pass members ship free"/)
    // The logo links to mediaTarget.
    expect(html).toMatch(
      /<a(?=[^>]*aria-label="XPLR Pass")(?=[^>]*href="\/en-us\/xplr-pass")[^>]*><img src="\/images\/content\/menu-xplr-logo.svg"/,
    )
    // The background is decorative.
    expect(html).toMatch(
      /<img src="\/images\/content\/banner-benefit-ridge.svg" alt="" width="1200" height="600"/,
    )
    expect(html).toContain('<p class="font-semibold">XPLR Pass members ship free</p>')
    expect(html).toContain('Plus early access to sales.')
    expect(html).toMatch(
      /<a(?=[^>]*href="\/en-us\/xplr-pass")(?=[^>]*class="btn-secondary")[^>]*>Join for free<\/a>/,
    )
    // The info icon discloses its terms without JavaScript.
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*More information.*<\/summary>/)
    expect(html).toContain('Free standard shipping for signed-in members.')
    expect(html).toMatch(/href="\/en-us\/policies\/shipping-terms"[^>]*>Shipping terms<\/a>/)
    expect(html).toContain('justify-start text-left')
  })

  it('centres by default and has no close button unless asked', () => {
    const html = render({ type: 'benefitBar', title: 'Pick up in store' })
    expect(html).toContain('justify-center text-center')
    expect(html).not.toContain('<form')
  })

  it('CMS-077 closes with a form post that remembers the key benefitBar', () => {
    const html = render(full)
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/en-us\/dismiss")[^>]*>/)
    expect(html).toContain('<input type="hidden" name="key" value="benefitBar"/>')
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/en-us/xplr-pass"/>')
    expect(html).toMatch(/<button type="submit" aria-label="Close member benefits"/)
  })

  it('CMS-077 renders nothing once closed', () => {
    expect(render(full, new Set(['benefitBar']))).toBe('')
    expect(render(full, new Set(['promoBar']))).toContain('XPLR Pass members ship free')
  })

  it('never takes the page heading', () => {
    const html = renderWithProviders(
      <BlockList
        blocks={page([full, { type: 'richText', title: 'Our story', richText: '<p>Text</p>' }])}
        locale="en-us"
      />,
    )
    expect(html).toMatch(/<h1[^>]*>Our story<\/h1>/)
    expect(html).not.toMatch(/<h[1-4][^>]*>XPLR Pass members/)
  })

  it('renders the gallery fixtures', () => {
    const bars = COLLECTIONS_GALLERY.filter((block) => block.type === 'benefitBar')
    expect(bars.length).toBeGreaterThanOrEqual(2)
    for (const bar of bars) {
      const title = 'title' in bar ? String(bar.title) : ''
      expect(render(bar)).toContain(title)
    }
  })
})
