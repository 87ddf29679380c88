import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import type { FootSizes, SizeChart } from '#app/domain/catalog/product-extras.ts'
import { localizedSize } from '#app/domain/cart/line-attributes.ts'

/**
 * A size chart's tables (and the foot-size table for footwear), each with a caption and header cells.
 * A size or a length with decimals reads in the locale's notation (25,5 in French and German), as the
 * cart writes a line's size.
 */
export function SizeChartTables({
  chart,
  footSizes,
  locale,
}: {
  chart: SizeChart | null
  footSizes: FootSizes | null
  locale: string
}) {
  const { t } = useTranslation(productNs)
  if (!chart) return <p>{t('noSizeChart')}</p>
  const tables = [...chart.tables]
  if (footSizes?.sizes.length)
    tables.push({
      caption: t('footSizes'),
      columns: [t('footLength'), 'US', 'UK', 'EU'],
      rows: footSizes.sizes.map((s) => [String(s.footLengthCm), s.us, s.uk, s.eu]),
    })
  return (
    <div className="grid gap-6">
      {chart.notes.map((note) => (
        <p key={note} className="text-sm text-gray-700">
          {note}
        </p>
      ))}
      {tables.map((table) => (
        <div key={table.caption} className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold">{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="border-b border-gray-400 px-2 py-1">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([first, ...rest]) => (
                <tr key={first}>
                  <th scope="row" className="border-b border-gray-200 px-2 py-1">
                    {localizedSize(first ?? '', locale)}
                  </th>
                  {rest.map((cell, i) => (
                    <td key={i} className="border-b border-gray-200 px-2 py-1">
                      {localizedSize(cell, locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  )
}
