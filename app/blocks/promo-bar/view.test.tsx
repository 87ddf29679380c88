import { describe, expect, it } from 'vitest'
import { carouselSlides } from '#tests/helpers/blocks.tsx'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CmsPageSchema, type KnownBlockInput } from '#app/domain/content/content.ts'
import type { PromoBarBlock } from './schema.ts'
import { COLLECTIONS_GALLERY } from '#mocks/content/seed/gallery-collections.ts'
import PromoBar from './view.tsx'

function parse(block: KnownBlockInput): PromoBarBlock {
  const [parsed] = CmsPageSchema.parse({
    id: 'p',
    slug: 'p',
    title: 'P',
    meta: { title: 'P', description: 'P' },
    components: [block],
  }).components
  if (parsed?.type !== 'promoBar') throw new Error(`not a promo bar: ${parsed?.type}`)
  return parsed as PromoBarBlock
}

function render(
  block: KnownBlockInput,
  dismissed?: ReadonlySet<string>,
  path = '/en-us/c/jackets-2010?sort=new',
) {
  return renderWithProviders(
    <PromoBar block={parse(block)} locale="en-us" headingLevel={2} priority={false} dismissed={dismissed} />,
    {
      path,
    },
  ).replaceAll('<!-- -->', '')
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const message = (id: string, text: string) => ({ id, richText: `<p>${text}</p>` })

describe('PromoBar', () => {
  it('CMS-107 shows a single message with no strip and no controls', () => {
    const html = render({ type: 'promoBar', messages: [message('a', 'Free shipping over $75')] })
    expect(html).toContain('Free shipping over $75')
    expect(html).not.toContain('snap-x')
    expect(html).not.toContain('tabindex="0"')
    expect(html).not.toContain('<button')
  })

  it('CMS-107 puts several messages in a scroll-snap strip that works without JavaScript', () => {
    const html = render({
      type: 'promoBar',
      autorotateTime: 6,
      messages: [message('a', 'Free shipping over $75'), message('b', 'Join XPLR Pass')],
    })
    expect(html).toMatch(/role="region"[^>]*aria-label="Promotion messages"[^>]*tabindex="0"/)
    expect(html).toContain('carousel-scroll-sm')
    expect(carouselSlides(html)).toBe(2)
    expect(html).toContain('Free shipping over $75')
    expect(html).toContain('Join XPLR Pass')
    // One message per view.
    expect(html).toContain('--carousel-width-sm:100cqi')
    // No margin, padding or maximum width: the classes' fallbacks, not written out.
    expect(html).not.toMatch(/--carousel-(margin|padding|max)-/)
    // Dots, arrows and the pause button come with JavaScript only; they would do nothing before it.
    expect(html).not.toContain('Next slide')
    expect(html).not.toContain('Go to slide')
    expect(html).not.toContain('<button')
  })

  it('CMS-108 drops messages from empty sections', () => {
    const html = render({
      type: 'promoBar',
      messages: [message('a', 'Free shipping over $75'), message('b', ' '), message('c', '&nbsp;')],
    })
    // Only one message is left, so it shows on its own.
    expect(html).not.toContain('snap-x')
    expect(count(html, /class="prose/g)).toBe(1)
  })

  it('renders nothing when every message is empty', () => {
    expect(render({ type: 'promoBar', messages: [message('a', '')] })).not.toContain('<section')
  })

  it('CMS-109 CONST-045 shows at most maxMessages, and 3 when it is not set', () => {
    const five = ['one', 'two', 'three', 'four', 'five'].map((id) => message(id, `Message ${id}`))
    const byDefault = render({ type: 'promoBar', messages: five })
    expect(carouselSlides(byDefault)).toBe(3)
    expect(byDefault).toContain('Message three')
    expect(byDefault).not.toContain('Message four')
    const two = render({ type: 'promoBar', messages: five, maxMessages: 2 })
    expect(carouselSlides(two)).toBe(2)
    expect(two).not.toContain('Message three')
  })

  it('CMS-110 CONST-034 limits a message to 548px, 98% of the bar and two lines', () => {
    const html = render({ type: 'promoBar', messages: [message('a', 'Free shipping over $75')] })
    expect(html).toMatch(/class="line-clamp-2 w-\[98%\] max-w-\[548px\]/)
  })

  it('applies the message colours and its call to action', () => {
    const html = render({
      type: 'promoBar',
      messages: [
        {
          id: 'a',
          richText: '<p>Spring event</p>',
          targets: [{ url: '/c/footwear-1000', text: 'Shop now' }],
          background: '#14532d',
          textColor: '#ffffff',
          hoverLinkColor: '#fde68a',
        },
      ],
    })
    expect(html).toContain('background-color:#14532d;color:#ffffff;--promo-link-hover:#fde68a')
    expect(html).toMatch(/<a[^>]*href="\/en-us\/c\/footwear-1000"[^>]*>Shop now<\/a>/)
  })

  it('CMS-106 closes a closable bar with a form post that works without JavaScript', () => {
    const html = render({ type: 'promoBar', closable: true, messages: [message('a', 'Free shipping')] })
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/en-us\/dismiss")[^>]*>/)
    expect(html).toContain('<input type="hidden" name="intent" value="dismiss"/>')
    expect(html).toContain('<input type="hidden" name="key" value="promoBar"/>')
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/en-us/c/jackets-2010?sort=new"/>')
    expect(html).toMatch(/<button type="submit" aria-label="Close promotions"/)
  })

  it('CMS-106 renders nothing once the shopper has closed it', () => {
    const block: KnownBlockInput = {
      type: 'promoBar',
      closable: true,
      messages: [message('a', 'Free shipping')],
    }
    expect(render(block, new Set(['promoBar']))).toBe('')
    // Closing the benefit bar does not hide the promo bar.
    expect(render(block, new Set(['benefitBar']))).toContain('Free shipping')
  })

  it('shows a bar that is not closable, with no close button, even when one was closed before', () => {
    const html = render(
      { type: 'promoBar', messages: [message('a', 'Free shipping')] },
      new Set(['promoBar']),
    )
    expect(html).toContain('Free shipping')
    expect(html).not.toContain('<form')
  })

  it('renders the gallery fixtures', () => {
    const bars = COLLECTIONS_GALLERY.filter((block) => block.type === 'promoBar')
    expect(bars.length).toBeGreaterThanOrEqual(2)
    const rotating = render(bars[1]!)
    // Five messages: one empty (dropped), one beyond the maximum of three.
    expect(carouselSlides(rotating)).toBe(3)
    expect(rotating).not.toContain('repair clinics')
  })
})
