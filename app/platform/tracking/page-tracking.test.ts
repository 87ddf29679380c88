// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  listedProducts,
  listingViewOf,
  productListViewEvent,
  productSelectEvent,
} from '#app/domain/tracking/analytics-events.ts'
import { CONSENT_ATTRIBUTE } from '#app/domain/tracking/consent-attribute.ts'
import { LISTED_PAGE_EVENT } from '#app/domain/tracking/listed-page.ts'
import { ProductTileSchema } from '#app/domain/catalog/product.ts'
import trackPage from './page-tracking.ts'

const tile = (id: string) =>
  ProductTileSchema.parse({
    id,
    masterId: `M-${id}`,
    name: `Product ${id}`,
    slug: 'product',
    url: `/p/product-${id}`,
    image: { url: '/i.svg', alt: '' },
    price: { currency: 'USD', lowCurrent: 10, highCurrent: 10, lowOriginal: 10, highOriginal: 10 },
  })

/**
 * A listing's data as its loader hands it over: the view of its tiles from position `start + 1`, built
 * on the server (decision 100), the tiles themselves not in the data.
 */
function listing(key: string, ids: string[], start = 0) {
  return { tracking: listingViewOf({ key, list: 'Running' }, ids.map(tile), start) }
}

const layer = () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []
const selections = () => layer().filter((entry) => entry.event === 'select_item')

/** The listing's grid as the server renders it: the tiles carry their product id, nothing of tracking. */
function grid(ids: string[]) {
  document.body.innerHTML = `<ul>${ids
    .map(
      (id, index) =>
        `<li data-product-id="${id}" data-position="${index}"><a href="#${id}"><span>Product ${id}</span></a></li>`,
    )
    .join('')}</ul>`
}
const clickTile = (id: string) =>
  document.querySelector<HTMLElement>(`[data-product-id="${id}"] span`)!.click()

describe('a listing tile’s selection, built in the browser (decision 042)', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer
  })

  it('PERS-043 a click on a tile pushes its record from the listing’s view; appended pages add theirs', () => {
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'necessary performance')
    const first = listing('/en-us/c/running', ['RS1', 'RS2'])
    trackPage([{ id: 'routes/plp', data: first }])
    grid(['RS1', 'RS2', 'RS3'])
    // The view of the tiles the page shows: the data leaves out what a tile's record does not know,
    // the data layer gets every record whole, its unknown fields null.
    const sent = (first.tracking.events[0]!.ecommerce as { items: Record<string, unknown>[] }).items
    expect(sent[0]).toMatchObject({ id: 'RS1', position: 1, price: 10, onSale: false })
    expect(sent[0]).not.toHaveProperty('size')
    expect(sent[0]).not.toHaveProperty('stockStatus')
    const listed = listedProducts([tile('RS1'), tile('RS2')], { list: 'Running', start: 0 })
    expect(listed[0]).toMatchObject({ size: null, stockStatus: null, shippingMethod: null })
    expect(layer().filter((entry) => entry.event === 'view_item_list')).toEqual([
      productListViewEvent('Running', listed),
    ])

    clickTile('RS2')
    expect(selections()).toEqual([productSelectEvent(listed[1]!)])

    // RS3 came with "load more": unknown until its page's view arrives.
    clickTile('RS3')
    expect(selections()).toHaveLength(1)
    const more = listing('/en-us/c/running?page=2', ['RS3'], 2)
    document.dispatchEvent(new CustomEvent(LISTED_PAGE_EVENT, { detail: more }))
    clickTile('RS3')
    expect(selections().at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_name: 'Running', items: [expect.objectContaining({ id: 'RS3', position: 3 })] },
    })

    // The same showing again (a revalidation) keeps the appended page; another showing drops it.
    trackPage([{ id: 'routes/plp', data: first }])
    clickTile('RS3')
    expect(selections()).toHaveLength(3)
    trackPage([{ id: 'routes/plp', data: listing('/en-us/c/running?sort=price', ['RS1']) }])
    clickTile('RS3')
    expect(selections()).toHaveLength(3)
  })

  it('PERS-001 PERS-043 a listing’s view that comes with a revalidation of the same showing is the one its tiles’ selections use', () => {
    // The server sends no events the visitor's consent does not allow (an EU visitor before the banner).
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'required')
    const shown = listing('/en-gb/c/tents', ['TN1', 'TN2'])
    trackPage([{ id: 'routes/plp', data: { tracking: { key: shown.tracking.key, events: [] } } }])
    grid(['TN1', 'TN2'])
    clickTile('TN1')
    expect(layer()).toEqual([])

    // The page's data comes again for the same showing, with the view (tracking allowed meanwhile).
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'required performance')
    trackPage([{ id: 'routes/plp', data: shown }])
    clickTile('TN2')
    expect(selections()).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ id: 'TN2' })] }),
      }),
    ])
    // The showing was not a new one: its view is not pushed after the fact.
    expect(layer().filter((entry) => entry.event === 'view_item_list')).toEqual([])
  })
})
