import { APPAREL_SIZES, seedFor } from './catalog-build.ts'

/** Jackets (2010). */

const jacket = seedFor({ categoryId: '2010', productType: 'apparel', kind: 'jacket', sizes: APPAREL_SIZES })

export const JACKETS = [
  jacket({
    id: 'JK100001',
    name: 'Stormbreak 3L Shell',
    brand: 'Ridgeline',
    colors: ['005', '002', '001', '009'],
    usd: 299.95,
    rating: [4.7, 388],
    badge: 'Best Seller',
    eyebrow: 'Waterproof',
    released: '2024-09-01',
    description:
      'A three-layer waterproof shell for serious weather. Taped seams, a helmet-compatible hood and pit zips ' +
      'keep you dry on the outside and comfortable on the inside during long, wet ascents.',
    features: [
      '3-layer waterproof, breathable fabric (20,000 mm)',
      'Helmet-compatible, three-way adjustable hood',
      'Pit zips for venting on the climb',
      'Harness-compatible chest pockets',
    ],
  }),
  jacket({
    id: 'JK100002',
    name: 'Hearth Down Parka',
    brand: 'Cascade Peak',
    colors: ['001', '013', '016'],
    usd: 349.95,
    saleUsd: 259.95,
    bestUsd: 279.95,
    rating: [4.8, 206],
    released: '2023-11-02',
    description:
      'Thigh-length warmth for the coldest days. Responsibly sourced 700-fill down, a water-repellent shell ' +
      'and a fleece-lined hood make it the parka for winter cities and frozen trailheads.',
    features: [
      '700-fill responsibly sourced down',
      'Water-repellent, windproof shell',
      'Fleece-lined hood and hand-warmer pockets',
      'Two-way front zip',
    ],
  }),
  jacket({
    id: 'JK100003',
    name: 'Featherlite Wind Jacket',
    brand: 'Tern',
    colors: ['020', '018', '004'],
    usd: 99.95,
    rating: [4.4, 143],
    released: '2024-04-09',
    description:
      'A whisper-light windproof layer that packs into its own chest pocket. Ideal for breezy ridgelines, ' +
      'early-morning runs and anywhere a full shell would be too much.',
    features: ['Weighs 95 g', 'Packs into its own chest pocket', 'Water-repellent finish'],
  }),
  jacket({
    id: 'JK100004',
    name: 'Thermal Synth Hoodie',
    kind: 'hoodie',
    brand: 'Ridgeline',
    colors: ['002', '007', '014'],
    usd: 189.95,
    rating: [4.6, 251],
    badge: 'New',
    released: '2025-01-20',
    description:
      'Synthetic insulation that stays warm when wet. Wear it as a belay jacket, a cold-morning layer in camp ' +
      'or an outer layer on dry winter days.',
    features: [
      '100 g recycled synthetic insulation',
      'Insulated, under-helmet hood',
      'Stuffs into its own pocket',
      'Stretch side panels for movement',
    ],
  }),
  jacket({
    id: 'JK100005',
    name: 'Cascade Rain Jacket',
    brand: 'Cascade Peak',
    colors: ['015', '005', '001'],
    usd: 149.95,
    saleUsd: 119.95,
    bestUsd: 119.95,
    rating: [4.3, 420],
    released: '2023-03-14',
    description:
      'A dependable 2.5-layer rain jacket for hiking, travel and everyday wet weather. Light, packable and ' +
      'fully seam-taped, with a peaked hood that keeps rain off your face.',
    features: [
      '2.5-layer waterproof, breathable fabric',
      'Fully taped seams',
      'Adjustable peaked hood',
      'Packs into its hand pocket',
    ],
  }),
  jacket({
    id: 'JK100006',
    name: 'Summit Softshell',
    brand: 'Tern',
    colors: ['012', '006'],
    usd: 169.95,
    rating: [4.5, 98],
    released: '2024-02-26',
    description:
      'A stretchy, breathable softshell for fast-moving days in cold, dry conditions. It blocks the wind, ' +
      'sheds light snow and moves with you on ski tours and scrambles.',
    features: ['Four-way stretch woven fabric', 'Brushed, warm inner face', 'Two zipped chest pockets'],
  }),
  jacket({
    id: 'JK100007',
    name: 'Ridgeline Insulated Vest',
    kind: 'vest',
    brand: 'Ridgeline',
    colors: ['001', '008', '013'],
    usd: 119.95,
    saleUsd: 89.95,
    bestUsd: 94.95,
    rating: [4.2, 77],
    released: '2023-09-28',
    description:
      'Core warmth without bulky sleeves. A light down vest to layer under a shell on cold mornings or wear ' +
      'on its own around town.',
    features: ['650-fill down', 'Water-repellent shell fabric', 'Zipped hand pockets'],
  }),
  jacket({
    id: 'JK100008',
    name: 'Expedition Belay Parka',
    brand: 'Cascade Peak',
    colors: ['005', '009'],
    usd: 449.95,
    rating: [4.9, 34],
    released: '2024-10-30',
    description:
      'A massively warm, oversized belay parka for high-altitude and polar trips. Cut to fit over every other ' +
      'layer, with a baffled hood that seals out spindrift.',
    features: [
      '850-fill down with box-baffle construction',
      'Oversized cut to fit over your layers',
      'Two-way zip for belaying',
      'Internal drop-in pockets for gloves',
    ],
  }),
  jacket({
    id: 'JK100009',
    name: 'Trail Days Anorak',
    brand: 'Basecamp Supply',
    colors: ['017', '019', '014'],
    usd: 129.95,
    rating: [4.1, 59],
    released: '2025-04-18',
    description:
      'A half-zip anorak with a relaxed fit and a big kangaroo pocket. Water-resistant, breathable and just ' +
      'as at home at the campsite as at the farmers market.',
    features: [
      'Water-resistant organic cotton blend',
      'Kangaroo front pocket',
      'Side zips for easy on and off',
    ],
  }),
]
