import { http, HttpResponse } from 'msw'
import { localized } from '../i18n/index.ts'
import { apiError } from '../errors.ts'

/**
 * Front-end components service: size charts per product type (CAT-040) and foot sizes (CAT-039).
 * The spec names the calls only; the shapes are ours: a chart is a title, notes and one or more
 * tables (caption, column headers, rows whose first cell is the size), all in centimetres.
 */

export interface SizeTable {
  caption: string
  columns: string[]
  rows: string[][]
}

export interface SizeChart {
  productType: string
  title: string
  notes: string[]
  tables: SizeTable[]
}

const FOOTWEAR_TABLE: SizeTable = {
  caption: 'Shoe sizes',
  columns: ['US', 'UK', 'EU', 'Foot length (cm)'],
  rows: [
    ['7', '6', '40', '25.0'],
    ['7.5', '6.5', '40.5', '25.5'],
    ['8', '7', '41', '26.0'],
    ['8.5', '7.5', '42', '26.5'],
    ['9', '8', '42.5', '27.0'],
    ['9.5', '8.5', '43', '27.5'],
    ['10', '9', '44', '28.0'],
    ['10.5', '9.5', '44.5', '28.5'],
    ['11', '10', '45', '29.0'],
    ['11.5', '10.5', '45.5', '29.5'],
    ['12', '11', '46', '30.0'],
  ],
}

export const SIZE_CHARTS: Record<string, SizeChart> = {
  shoes: {
    productType: 'shoes',
    title: 'Running shoe size chart',
    notes: ['Measure your foot in the evening, heel to longest toe, and add half a centimetre.'],
    tables: [FOOTWEAR_TABLE],
  },
  boots: {
    productType: 'boots',
    title: 'Hiking boot size chart',
    notes: [
      'Measure your foot in the evening, wearing the socks you hike in.',
      'Between sizes? Choose the larger one for long descents.',
    ],
    tables: [FOOTWEAR_TABLE],
  },
  apparel: {
    productType: 'apparel',
    title: 'Apparel size chart',
    notes: ['Measure over light clothing; for a layering fit choose your usual size.'],
    tables: [
      {
        caption: 'Tops and jackets',
        columns: ['Size', 'Chest (cm)', 'Waist (cm)', 'Sleeve (cm)'],
        rows: [
          ['XS', '84–89', '69–74', '81'],
          ['S', '89–96', '74–81', '83'],
          ['M', '96–104', '81–89', '86'],
          ['L', '104–112', '89–97', '88'],
          ['XL', '112–120', '97–105', '90'],
          ['XXL', '120–128', '105–113', '92'],
        ],
      },
      {
        caption: 'Trousers and bottoms',
        columns: ['Size', 'Waist (cm)', 'Hip (cm)', 'Inside leg (cm)'],
        rows: [
          ['XS', '69–74', '86–91', '79'],
          ['S', '74–81', '91–97', '80'],
          ['M', '81–89', '97–104', '81'],
          ['L', '89–97', '104–112', '82'],
          ['XL', '97–105', '112–120', '83'],
          ['XXL', '105–113', '120–128', '84'],
        ],
      },
    ],
  },
  accessories: {
    productType: 'accessories',
    title: 'Gloves, socks and hats size chart',
    notes: ['Hand circumference: measure around the knuckles, thumb excluded.'],
    tables: [
      {
        caption: 'Gloves',
        columns: ['Size', 'Hand circumference (cm)', 'Hand length (cm)'],
        rows: [
          ['S', '18–20', '17–18'],
          ['M', '20–22', '18–19'],
          ['L', '22–24', '19–20'],
          ['XL', '24–26', '20–21'],
        ],
      },
      {
        caption: 'Socks',
        columns: ['Size', 'US shoe size', 'EU shoe size'],
        rows: [
          ['S', '5–7', '37–40'],
          ['M', '7.5–9.5', '40.5–43'],
          ['L', '10–12', '44–46'],
        ],
      },
      {
        caption: 'Hats',
        columns: ['Size', 'Head circumference (cm)'],
        rows: [
          ['S/M', '55–57'],
          ['L/XL', '58–60'],
        ],
      },
    ],
  },
}

/** Foot length to shoe sizes (CAT-039), the table behind "find your size". */
export const FOOT_SIZES = {
  unit: 'cm',
  sizes: FOOTWEAR_TABLE.rows.map(([us, uk, eu, cm]) => ({ footLengthCm: Number(cm), us, uk, eu })),
}

export const handlers = [
  http.get('*/fapi/components/size-chart/:productType', ({ request, params }) => {
    const chart = SIZE_CHARTS[String(params.productType)]
    if (!chart) return apiError(request, 404, 'API404', 'No size chart for this product type')
    return HttpResponse.json(localized(chart, request))
  }),

  http.get('*/fapi/components/foot-sizes', () => HttpResponse.json(FOOT_SIZES)),
]
