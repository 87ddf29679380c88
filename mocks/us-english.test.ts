import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { localizedIn } from './i18n/index.ts'
import { canadianEnglish, usEnglish } from './i18n/us-english.ts'
import { handlers as contentHandlers } from './content/content.ts'
import { handlers as productHandlers } from './catalog/products.ts'
import { handlers as sizeChartHandlers } from './catalog/size-charts.ts'

/**
 * Decision 071: the emulator's shop copy reads in US spelling for en_US, in Canadian spelling for en_CA
 * and as the seed is written (British) for en_GB; identifiers, URLs and filter values stay.
 */
const BASE = 'http://emulator.test'
const handlers = [...contentHandlers, ...productHandlers, ...sizeChartHandlers]
const BRITISH =
  /\b(colours?|coloured|favourites?|authorised|enrolment|personalis\w*|cancelled|programmes?|centres?|centred|organis\w*|catalogue|licence|behaviour|labelled|grey|\w*metres?|litres?)\b/i

async function text(path: string, locale: string): Promise<string> {
  const response = await getResponse(
    handlers,
    new Request(`${BASE}${path}`, { headers: { 'x-locale': locale } }),
  )
  expect(response?.status, path).toBe(200)
  return response!.text()
}

describe('decision 071 the emulator’s shop copy in Canadian spelling for en_CA', () => {
  it('writes authorized, personalize, organize and program as the US does, and keeps colour, favourite, centre, cancelled, enrolment and grey', () => {
    expect(canadianEnglish('Personalised picks from our Loyalty Programme')).toBe(
      'Personalized picks from our Loyalty Program',
    )
    expect(canadianEnglish('Payment not authorised by the organisation')).toBe(
      'Payment not authorized by the organization',
    )
    const kept = 'Your favourite colour, cancelled at the centre: enrolment in Slate Grey, 5 kilometres'
    expect(canadianEnglish(kept)).toBe(kept)
    // As for US English, a status or code is kept, and so is what lies inside a tag.
    expect(canadianEnglish('authorised')).toBe('authorised')
    expect(canadianEnglish('<a href="/programme">Programme terms</a> apply')).toBe(
      '<a href="/programme">Program terms</a> apply',
    )
  })

  it('PLAT-003 the registration pop-up’s terms read “Program terms” in en_CA, “Programme terms” in en_GB', async () => {
    const disclaimer = async (site: string, locale: string) => {
      const body = JSON.parse(await text(`/caas/v1/canvas/popups/${site}`, locale)) as {
        popups: { name: string; disclaimer?: string }[]
      }
      return body.popups.map((p) => p.disclaimer ?? '').join(' ')
    }
    expect(await disclaimer('ca', 'en_CA')).toContain('Program terms')
    expect(await disclaimer('ca', 'en_CA')).not.toMatch(/Programme/)
    expect(await disclaimer('ca', 'en_GB')).toContain('Programme terms')
  })
})

describe('decision 071 the emulator’s shop copy in US spelling for en_US', () => {
  it('rewrites words, keeping their capitals, and leaves what is inside a tag', () => {
    expect(usEnglish('Colour')).toBe('Color')
    expect(usEnglish('Slate Grey')).toBe('Slate Gray')
    expect(usEnglish('Join the Loyalty Programme at our centre')).toBe(
      'Join the Loyalty Program at our center',
    )
    expect(usEnglish('<a href="/c/colour-1">Shop by colour</a>')).toBe(
      '<a href="/c/colour-1">Shop by color</a>',
    )
    expect(usEnglish('Trailhead Outfitters')).toBe('Trailhead Outfitters')
    // Statuses and codes the storefront reads are kept.
    expect(usEnglish('authorised')).toBe('authorised')
    expect(usEnglish('CANCELLED')).toBe('CANCELLED')
    expect(localizedIn({ status: 'cancelled', order: { status: 'CANCELLED' } }, 'en_US')).toEqual({
      status: 'cancelled',
      order: { status: 'CANCELLED' },
    })
  })

  it('PLAT-003 keeps identifiers and filter values, rewrites labels; en_GB and en_CA keep colour', () => {
    const facet = { id: 'color', label: 'Colour', values: [{ value: 'Slate Grey', label: 'Slate Grey' }] }
    expect(localizedIn(facet, 'en_US')).toEqual({
      id: 'color',
      label: 'Color',
      values: [{ value: 'Slate Grey', label: 'Slate Gray' }],
    })
    expect(localizedIn(facet, 'en_GB')).toEqual(facet)
    expect(localizedIn(facet, 'en_CA')).toEqual(facet)
  })

  it('CAT-012 the search facets and badges read in US spelling for en_US, British for en_GB and en_CA', async () => {
    type Search = { facets: { id: string; label: string; values: { value: string; label: string }[] }[] }
    const path = '/products/v2/search/productSearch?categoryId=1000&count=48'
    const us = JSON.parse(await text(path, 'en_US')) as Search
    expect(us.facets.map((f) => f.label)).toContain('Color')
    const labels = us.facets.flatMap((f) => [f.label, ...f.values.map((v) => v.label)])
    expect(labels.filter((label) => BRITISH.test(label))).toEqual([])
    for (const locale of ['en_GB', 'en_CA']) {
      const british = JSON.parse(await text(path, locale)) as Search
      expect(
        british.facets.map((f) => f.label),
        locale,
      ).toContain('Colour')
      // The colour filter's values are the same in every English: a link filters the same listing.
      const colours = (search: Search) =>
        search.facets.find((f) => f.id === 'color')?.values.map((v) => v.value)
      expect(colours(british), locale).toEqual(colours(us))
    }
  })
})
