import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import { BANNERS_GALLERY } from '#mocks/content/seed/gallery-banners.ts'
import { HOME } from '#mocks/content/seed/home.ts'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'
import { clickEventOf } from '#app/domain/tracking/data-layer.ts'

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))

/** The events the rendered blocks attach to their links' clicks, in document order. */
function clickEvents(html: string): (Record<string, unknown> | null)[] {
  return [...html.matchAll(/data-track-click="([^"]*)"/g)].map(([, value = '']) =>
    clickEventOf(value.replaceAll('&amp;', '&')),
  )
}

describe('promotion click attributes', () => {
  it('PERS-047 a hero carries its title, image, ctas and promotionTracking for a click', () => {
    // The home hero is the baseline of the home page's hero experiment.
    const experiment = HOME.components.find((block) => block.type === 'experience') as unknown as {
      baselines: KnownBlockInput[]
    }
    const hero = experiment.baselines.find((block) => block.type === 'heroBanner')!
    expect(clickEvents(render([hero]))).toEqual([
      {
        event: 'promotion_click',
        title: 'Go further this spring',
        img: expect.stringContaining('home-spring'),
        cta1: 'Shop footwear',
        cta2: 'Shop apparel',
        creativeName: 'spring-hero',
        promotionId: 'HP-SPRING',
        promotionName: 'Spring launch',
      },
    ])
  })

  it('PERS-047 category cards carry card1…, a multi-link card its links as cta1…', () => {
    const cards = HOME.components.find((block) => block.type === 'categoryCards') as KnownBlockInput
    const [cardsEvent] = clickEvents(render([cards]))
    expect(cardsEvent).toMatchObject({
      event: 'promotion_click',
      title: 'Shop by category',
      card1: expect.any(String),
    })
    expect(Object.keys(cardsEvent!).filter((key) => /^card\d+$/.test(key)).length).toBeGreaterThan(1)

    const multi = galleryBlock(BANNERS_GALLERY, 'gallery-multi-link-card')
    expect(
      clickEvents(render([{ ...multi, promotionTracking: { promotionId: 'ML-1' } } as KnownBlockInput])),
    ).toEqual([
      expect.objectContaining({
        title: 'Layering, explained',
        img: expect.stringContaining('layering-guide'),
        cta1: 'Base layers',
        cta2: 'Fleece and mid layers',
        cta3: 'Shells',
        promotionId: 'ML-1',
        creativeName: '',
      }),
    ])
  })
})
