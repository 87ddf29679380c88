import { seedFor, SHOE_SIZES } from './catalog-build.ts'

/** Running Shoes (1010). RS100001's colour 001 stock is pinned: tests and journeys rely on it. */

const shoe = seedFor({ categoryId: '1010', productType: 'shoes', kind: 'shoe', sizes: SHOE_SIZES })

export const RUNNING_SHOES = [
  shoe({
    id: 'RS100001',
    name: 'Tempo Trail Runner',
    brand: 'Ridgeline',
    colors: ['001', '002', '003'],
    usd: 129.95,
    rating: [4.6, 412],
    badge: 'Best Seller',
    released: '2024-09-12',
    description:
      'Our everyday trail shoe, tuned for mixed terrain. A responsive foam midsole keeps the ride lively on ' +
      'packed dirt, while the lugged outsole bites into loose gravel and wet roots. The breathable mesh ' +
      'upper dries fast after creek crossings.',
    features: [
      '5 mm multi-directional lugs for grip on loose and wet ground',
      'Responsive foam midsole with an 8 mm drop',
      'Rock plate under the forefoot',
      'Quick-drying engineered mesh upper',
    ],
    stock: {
      '001/7': 14,
      '001/7.5': 18,
      '001/8': 22,
      '001/8.5': 30,
      '001/9': 25,
      '001/9.5': 16,
      '001/10': 2,
      '001/10.5': 12,
      '001/11': 0,
      '001/11.5': 10,
      '001/12': 11,
    },
  }),
  shoe({
    id: 'RS100002',
    name: 'Skyline Road Racer',
    brand: 'Ridgeline',
    colors: ['011', '005', '020'],
    usd: 149.95,
    rating: [4.4, 198],
    badge: 'New',
    released: '2025-04-02',
    description:
      'A lightweight racer for tempo days and race day. The carbon-infused plate snaps you forward at ' +
      'speed, and the knit upper wraps the foot without pressure points.',
    features: [
      'Carbon-infused propulsion plate',
      'Supercritical foam midsole',
      'Seamless knit upper with a padded heel',
      'Weight: 215 g (US 9)',
    ],
  }),
  shoe({
    id: 'RS100003',
    name: 'Cloudline Daily Trainer',
    brand: 'Cascade Peak',
    colors: ['004', '002', '014'],
    usd: 119.95,
    saleUsd: 89.95,
    bestUsd: 99.95,
    rating: [4.3, 276],
    released: '2024-03-18',
    description:
      'Soft, stable and built for miles. The Cloudline is the shoe you reach for on easy days, recovery ' +
      'runs and long weekend loops. A wide base keeps every landing steady.',
    features: [
      'Dual-density foam for a cushioned, stable ride',
      'Wide forefoot platform',
      'Reflective heel details for low light',
    ],
  }),
  shoe({
    id: 'RS100004',
    name: 'Ridgeback Ultra',
    brand: 'Ridgeline',
    colors: ['007', '001', '009'],
    usd: 164.95,
    rating: [4.7, 131],
    released: '2024-11-05',
    description:
      'Made for long days in the mountains. Maximum cushioning protects tired legs late in an ultra, and ' +
      'a gusseted tongue keeps trail debris out for hours on end.',
    features: [
      'Max-cushion midsole with a 6 mm drop',
      'Gusseted tongue and gaiter attachment points',
      'Sticky rubber outsole with 4 mm lugs',
      'Protective toe bumper',
    ],
  }),
  shoe({
    id: 'RS100005',
    name: 'Fellrunner Grip',
    brand: 'Tern',
    colors: ['015', '001'],
    usd: 134.95,
    rating: [4.5, 88],
    released: '2024-06-20',
    description:
      'A low, precise shoe for steep, muddy fell and mountain races. Aggressive 7 mm lugs shed mud, and ' +
      'the close fit keeps your foot planted on off-camber descents.',
    features: [
      '7 mm chevron lugs that shed mud',
      'Low-profile midsole for ground feel',
      'Drainage ports in the upper',
    ],
  }),
  shoe({
    id: 'RS100006',
    name: 'Pacer Lite',
    brand: 'Cascade Peak',
    colors: ['018', '011', '012', '010'],
    usd: 99.95,
    saleUsd: 74.95,
    bestUsd: 74.95,
    rating: [4.1, 342],
    released: '2023-08-30',
    description:
      'An easy-going, affordable running shoe for new runners and gym sessions. Light foam and a flexible ' +
      'outsole make it comfortable from the first kilometre.',
    features: ['Lightweight EVA midsole', 'Flexible forefoot grooves', 'Padded collar and tongue'],
  }),
  shoe({
    id: 'RS100007',
    name: 'Switchback GTX',
    brand: 'Tern',
    colors: ['001', '013', '004'],
    usd: 159.95,
    rating: [4.4, 157],
    eyebrow: 'Waterproof',
    released: '2024-10-14',
    description:
      'Waterproof trail running for wet seasons. A breathable membrane keeps puddles and dew out, while ' +
      'the grippy outsole holds on slick rock.',
    features: [
      'Waterproof, breathable membrane',
      'Wet-grip rubber compound',
      'Cushioned midsole with a 10 mm drop',
      'Quick-lace system with a lace garage',
    ],
  }),
  shoe({
    id: 'RS100008',
    name: 'Tempo Trail Runner 2 Women',
    brand: 'Ridgeline',
    colors: ['010', '003', '006'],
    usd: 134.95,
    saleUsd: 107.95,
    bestUsd: 114.95,
    rating: [4.6, 205],
    released: '2025-02-20',
    description:
      'The second Tempo, built on a women-specific last with a narrower heel and roomier toe box. The same ' +
      'lively foam and confident grip as the original.',
    features: [
      'Women-specific last',
      'Responsive foam midsole with an 8 mm drop',
      '5 mm multi-directional lugs',
    ],
  }),
  shoe({
    id: 'RS100009',
    name: 'Summit Sprint Limited',
    brand: 'Ridgeline',
    colors: ['020', '001'],
    usd: 189.95,
    rating: [4.8, 41],
    badge: 'Limited Edition',
    maxQty: 2,
    released: '2025-05-15',
    description:
      'A limited run of our fastest mountain racer in a high-visibility colourway. Numbered insoles, a ' +
      'carbon plate and a featherweight upper for vertical kilometre races.',
    features: [
      'Limited run: two pairs per order',
      'Full-length carbon plate',
      'Featherweight monofilament upper',
      'Numbered insole',
    ],
  }),
]
