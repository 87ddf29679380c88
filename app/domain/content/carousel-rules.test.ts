import { describe, expect, it } from 'vitest'
import {
  collectionItemCount,
  DEFAULT_MAX_PROMO_MESSAGES,
  hasCarousel,
  nearestStop,
  promoMessages,
  resolveSlideLayouts,
  scrollStops,
  secondsToMs,
  stepStop,
} from './carousel-rules.ts'
import { dismissCookie, dismissedKeys, isDismissKey } from '../page/dismiss.ts'
import { CollectionLayoutSchema, ProductCollectionSchema } from '#app/blocks/product-collection/schema.ts'
import { PromoBarSchema } from '#app/blocks/promo-bar/schema.ts'

describe('secondsToMs', () => {
  it('CMS-058 CONST-030 multiplies carousel durations in seconds by 1000', () => {
    expect(secondsToMs(5)).toBe(5000)
    expect(secondsToMs(2.5)).toBe(2500)
  })

  it('falls back to 5 seconds when the duration is missing, zero or not a number', () => {
    expect(secondsToMs(undefined)).toBe(5000)
    expect(secondsToMs(0)).toBe(5000)
    expect(secondsToMs(-3)).toBe(5000)
    expect(secondsToMs(Number.NaN)).toBe(5000)
    expect(secondsToMs(undefined, 8)).toBe(8000)
  })
})

describe('resolveSlideLayouts', () => {
  it('CMS-057 reads every per-breakpoint setting of the collection content', () => {
    const parsed = CollectionLayoutSchema.parse({
      type: 'carousel',
      slideWidth: 80,
      slideMaxWidth: 320,
      slidePadding: 8,
      margin: 16,
      showArrows: false,
      showIndicators: true,
      showProgress: true,
      autoplay: true,
      autorotateTime: 4,
      loop: true,
    })
    expect(resolveSlideLayouts({ sm: parsed }).sm).toEqual({
      type: 'carousel',
      slideWidth: 80,
      slideMaxWidth: 320,
      slidePadding: 8,
      margin: 16,
      showArrows: false,
      showIndicators: true,
      showProgress: true,
      autoplay: true,
      autorotateMs: 4000,
      loop: true,
    })
  })

  it('CMS-057 takes a missing field from the nearest breakpoint, the smaller one first', () => {
    const layouts = resolveSlideLayouts({
      sm: { type: 'carousel', slideWidth: 80, autoplay: true },
      lg: { type: 'grid', showIndicators: true },
    })
    expect(layouts.sm).toMatchObject({
      type: 'carousel',
      slideWidth: 80,
      autoplay: true,
      showIndicators: true,
    })
    // md sets nothing: it follows sm, except what only lg sets.
    expect(layouts.md).toMatchObject({
      type: 'carousel',
      slideWidth: 80,
      autoplay: true,
      showIndicators: true,
    })
    expect(layouts.lg).toMatchObject({ type: 'grid', slideWidth: 80, autoplay: true })
  })

  it('lets a small screen follow a larger breakpoint when it sets nothing itself', () => {
    const layouts = resolveSlideLayouts({ md: { type: 'carousel' } })
    expect([layouts.sm.type, layouts.md.type, layouts.lg.type]).toEqual(['carousel', 'carousel', 'carousel'])
  })

  it('uses the defaults when nothing is set', () => {
    const layouts = resolveSlideLayouts({})
    expect(layouts.sm).toEqual({
      type: 'grid',
      slideWidth: 45,
      slideMaxWidth: undefined,
      slidePadding: 0,
      margin: 0,
      showArrows: true,
      showIndicators: false,
      showProgress: false,
      autoplay: false,
      autorotateMs: 5000,
      loop: false,
    })
    expect([layouts.md.slideWidth, layouts.lg.slideWidth]).toEqual([30, 22])
    expect(hasCarousel(layouts)).toBe(false)
  })

  it('drops unusable numbers instead of using them', () => {
    const layouts = resolveSlideLayouts({
      sm: { slideWidth: 250, slideMaxWidth: -1, margin: -4, slidePadding: Number.NaN },
    })
    expect(layouts.sm).toMatchObject({
      slideWidth: 100,
      slideMaxWidth: undefined,
      margin: 0,
      slidePadding: 0,
    })
  })

  it('keeps a collection whose layout has a bad value, with that value dropped', () => {
    const block = ProductCollectionSchema.parse({
      type: 'productCollection',
      variant: 'carousel-of-doom',
      breakpoints: { sm: { type: 'slider', autorotateTime: 'fast', showArrows: true } },
    })
    expect(block.variant).toBe('standard')
    expect(block.breakpoints.sm).toMatchObject({
      type: undefined,
      autorotateTime: undefined,
      showArrows: true,
    })
  })
})

describe('collectionItemCount', () => {
  const base = { products: [], items: [] }
  it('counts products, or buttons with text for the call-to-action collection', () => {
    expect(collectionItemCount({ ...base, variant: 'standard' })).toBe(0)
    expect(
      collectionItemCount({
        ...base,
        variant: 'cta-buttons',
        items: [{ url: '/c/a', text: 'Men' }, { url: '/c/b', text: '  ' }, { url: '/c/c' }],
      }),
    ).toBe(1)
  })
})

describe('carousel positions', () => {
  it('gives one stop per slide start, sharing the end among the last slides', () => {
    // Six 200px slides in a 500px strip: it scrolls 700px at most.
    expect(scrollStops([0, 200, 400, 600, 800, 1000], 700)).toEqual([0, 200, 400, 600, 700])
  })

  it('always reaches the end, and has one stop when nothing scrolls', () => {
    expect(scrollStops([0, 300], 350)).toEqual([0, 300, 350])
    expect(scrollStops([0, 100, 200], 0)).toEqual([0])
    expect(scrollStops([], 0)).toEqual([0])
  })

  it('finds the stop nearest to the scroll position', () => {
    expect(nearestStop([0, 200, 400], 290)).toBe(1)
    expect(nearestStop([0, 200, 400], 310)).toBe(2)
  })

  it('steps through stops, wrapping only with loop', () => {
    expect(stepStop(0, 3, 1, false)).toBe(1)
    expect(stepStop(2, 3, 1, false)).toBeNull()
    expect(stepStop(2, 3, 1, true)).toBe(0)
    expect(stepStop(0, 3, -1, true)).toBe(2)
    expect(stepStop(0, 1, 1, true)).toBeNull()
  })
})

describe('promoMessages', () => {
  const message = (id: string, richText: string) => ({ id, richText })

  it('CMS-108 drops messages from empty sections', () => {
    const messages = [
      message('a', '<p>Free shipping over $75</p>'),
      message('b', '<p> </p>'),
      message('c', ''),
      message('d', '<p>&nbsp;</p>'),
    ]
    expect(promoMessages(messages).map((m) => m.id)).toEqual(['a'])
  })

  it('CMS-109 shows at most the configured maximum, 3 when not configured', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => message(id, `<p>Message ${id}</p>`))
    expect(DEFAULT_MAX_PROMO_MESSAGES).toBe(3)
    expect(promoMessages(five).map((m) => m.id)).toEqual(['a', 'b', 'c'])
    expect(promoMessages(five, 2).map((m) => m.id)).toEqual(['a', 'b'])
    // Empty ones do not use up the maximum.
    expect(promoMessages([message('x', ''), ...five], 2).map((m) => m.id)).toEqual(['a', 'b'])
    expect(promoMessages(five, 0)).toHaveLength(3)
  })

  it('CMS-105 parses the promo bar and its messages with every field', () => {
    const block = PromoBarSchema.parse({
      type: 'promoBar',
      autorotateTime: 6,
      closable: true,
      maxMessages: 2,
      messages: [
        {
          id: 'm1',
          richText: '<p>Free shipping</p>',
          clickable: true,
          targets: [{ url: '/shipping', text: 'Details' }],
          textColor: '#ffffff',
          hoverLinkColor: '#ffd166',
          background: '#14532d',
        },
      ],
    })
    expect(block).toMatchObject({ autorotateTime: 6, closable: true, maxMessages: 2 })
    expect(block.messages[0]).toMatchObject({
      id: 'm1',
      clickable: true,
      textColor: '#ffffff',
      hoverLinkColor: '#ffd166',
      background: '#14532d',
    })
  })
})

describe('dismissed bars', () => {
  it('CMS-106 CMS-077 writes the cookies promoBarClosed and benefitBarClosed', () => {
    expect(dismissCookie('promoBar')).toMatch(/^promoBarClosed=1; path=\/; max-age=\d+; SameSite=Lax$/)
    expect(dismissCookie('benefitBar')).toMatch(/^benefitBarClosed=1; path=\//)
  })

  it('reads the closed bars back from a Cookie header', () => {
    expect([...dismissedKeys('a=b; benefitBarClosed=1; promoBarClosed=0')]).toEqual(['benefitBar'])
    expect([...dismissedKeys('promoBarClosed=1')]).toEqual(['promoBar'])
    expect(dismissedKeys(null).size).toBe(0)
  })

  it('accepts only the keys a close button can send', () => {
    expect(isDismissKey('promoBar')).toBe(true)
    expect(isDismissKey('toString')).toBe(false)
    expect(isDismissKey(undefined)).toBe(false)
  })
})
