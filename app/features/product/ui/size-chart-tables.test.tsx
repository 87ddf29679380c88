import { describe, expect, it } from 'vitest'
import '#app/i18next.server.ts'
import type { FootSizes, SizeChart } from '#app/domain/catalog/product-extras.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { SizeChartTables } from './size-chart-tables.tsx'
import { VariantPicker } from './variant-picker.tsx'

const CHART: SizeChart = {
  productType: 'footwear',
  title: 'Footwear size chart',
  notes: [],
  tables: [
    {
      caption: 'Shoes',
      columns: ['US', 'EU', 'cm'],
      rows: [
        ['7.5', '40.5', '25.5'],
        ['10', '44', '28.0'],
      ],
    },
  ],
}
const FEET: FootSizes = { unit: 'cm', sizes: [{ footLengthCm: 25.5, us: '7.5', uk: '7', eu: '40.5' }] }

const render = (ui: Parameters<typeof renderWithProviders>[0], locale: string, language: string) =>
  renderWithProviders(ui, { path: `/${locale}`, language }).replaceAll('<!-- -->', '')

describe('sizes and labels in the page’s language', () => {
  it('CAT-039 CAT-040 the size chart writes decimal sizes and lengths the way the locale does', () => {
    const chart = (locale: string, language: string) =>
      render(<SizeChartTables chart={CHART} footSizes={FEET} locale={locale} />, locale, language)
    const french = chart('fr-fr', 'fr')
    expect(french).toContain('>7,5<')
    expect(french).toContain('>25,5<')
    expect(french).toContain('>40,5<')
    expect(french).toContain('>28,0<')
    expect(french).not.toMatch(/>\d+\.\d+</)
    expect(chart('de-de', 'de')).toContain('>25,5<')
    const english = chart('en-us', 'en')
    expect(english).toContain('>7.5<')
    expect(english).toContain('>25.5<')
    expect(english).toContain('>28.0<')
  })

  it('the colour’s label is set before its value as each language sets it: "Couleur : Noir", "Color: Black"', () => {
    const black = { code: '001', name: 'Noir', swatch: '#000', images: [] }
    const picker = (locale: string, language: string) =>
      render(
        <VariantPicker colors={[black]} color={black} sizes={[]} selected={null} query={() => '?'} />,
        locale,
        language,
      )
    expect(picker('fr-fr', 'fr')).toContain('Couleur\u00a0: <span class="font-normal">Noir</span>')
    expect(picker('de-de', 'de')).toContain('Farbe: <span class="font-normal">Noir</span>')
    expect(picker('en-us', 'en')).toContain('Color: <span class="font-normal">Noir</span>')
  })
})
