import { Link } from 'react-router'
import { describe, expect, it } from 'vitest'
import { parseListingQuery, reconcile, type FacetLike } from '#app/domain/catalog/listing.ts'
import { buildListingView } from '#app/domain/catalog/listing-view.ts'
import { cartPath, categoryPath, productPath } from '#app/domain/paths/paths.ts'
import { VariantPicker } from '#app/features/product/ui/variant-picker.tsx'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { AppliedFilters, ListingFacets } from './listing-facets.tsx'

/**
 * Links that stay on the page's own route (a listing's refinements, a product's colour and size) are
 * already known to the router, so they carry no `data-discover`: the router looks up only links to
 * other routes ahead. On a listing that is some sixty attributes fewer in the document.
 */
const PATH = categoryPath('en-us', 'running-shoes-1010')
const anchors = (html: string) => html.match(/<a [^>]*>/g) ?? []

describe('links within the page’s own route', () => {
  it('CAT-010 the facet values, the chips and clear all carry no discovery marker; a link elsewhere keeps it', () => {
    const facets: FacetLike[] = [
      {
        id: 'color',
        label: 'Colour',
        values: [
          { value: 'Black', label: 'Black', count: 4 },
          { value: 'Navy', label: 'Navy', count: 2 },
        ],
      },
    ]
    const state = parseListingQuery('color=Black')
    const { applied } = reconcile(state, facets, 12)
    const view = buildListingView(PATH, state, { total: 12, facets, sortOptions: [] }, applied)
    const html = renderWithProviders(
      <>
        <ListingFacets
          facets={{ version: 'v', value: view.facets }}
          applied={view.applied.length}
          locale="en-us"
        />
        <AppliedFilters view={{ ...view, facets: { version: 'v', value: view.facets } }} />
        <Link to={cartPath('en-us')}>Cart</Link>
      </>,
      { path: `${PATH}?color=Black` },
    )
    const own = anchors(html).filter((a) => a.includes(`href="${PATH}`))
    // Two facet values, one chip and clear all.
    expect(own).toHaveLength(4)
    for (const anchor of own) expect(anchor).not.toContain('data-discover')
    expect(anchors(html).find((a) => a.includes(`href="${cartPath('en-us')}"`))).toContain(
      'data-discover="true"',
    )
  })

  it('CAT-001 the colour and size links carry no discovery marker', () => {
    const product = productPath('en-us', 'tempo-trail-runner-RS100001')
    const colors = [
      { code: '001', name: 'Black', swatch: '#111', images: [] },
      { code: '004', name: 'Glacier Blue', swatch: '#9cf', images: [] },
    ]
    const sizes = [
      { label: '9', text: '9', level: 'in-stock', available: true },
      { label: '10', text: '10', level: 'in-stock', available: true },
    ] as const
    const html = renderWithProviders(
      <VariantPicker
        colors={colors}
        color={colors[0]!}
        sizes={[...sizes]}
        selected={null}
        query={(options) => productPath('en-us', 'tempo-trail-runner-RS100001', options)}
      />,
      { path: product },
    )
    const own = anchors(html).filter((a) => a.includes(`href="${product}`))
    expect(own).toHaveLength(4)
    for (const anchor of own) expect(anchor).not.toContain('data-discover')
  })
})
