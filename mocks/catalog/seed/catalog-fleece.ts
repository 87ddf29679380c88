import { APPAREL_SIZES, seedFor } from './catalog-build.ts'

/** Fleece & Base Layers (2020). */

const layer = seedFor({ categoryId: '2020', productType: 'apparel', kind: 'jacket', sizes: APPAREL_SIZES })

export const FLEECE_BASE_LAYERS = [
  layer({
    id: 'FL100001',
    name: 'Basecamp Grid Fleece',
    brand: 'Ridgeline',
    colors: ['003', '002', '009', '012'],
    usd: 89.95,
    rating: [4.6, 617],
    badge: 'Best Seller',
    released: '2024-08-15',
    description:
      'A grid-back fleece that traps warmth and dumps heat when you work hard. The go-to midlayer for ' +
      'shoulder-season hikes, chilly evenings and everything in between.',
    features: [
      'Grid fleece: warm, light and breathable',
      'Half-length front zip for venting',
      'Thumb loops and a zipped chest pocket',
    ],
  }),
  layer({
    id: 'FL100002',
    name: 'Merino 200 Crew',
    kind: 'top',
    brand: 'Cascade Peak',
    colors: ['001', '015', '010'],
    usd: 79.95,
    saleUsd: 59.95,
    bestUsd: 64.95,
    rating: [4.7, 289],
    released: '2023-10-05',
    description:
      'A midweight merino wool base layer that stays warm when damp and naturally resists odour. Wear it for ' +
      'days on end on multi-day trips.',
    features: ['200 g/m² merino wool', 'Flatlock seams to prevent chafing', 'Naturally odour-resistant'],
  }),
  layer({
    id: 'FL100003',
    name: 'High Pile Sherpa Jacket',
    brand: 'Basecamp Supply',
    colors: ['008', '016', '007'],
    usd: 129.95,
    rating: [4.5, 184],
    badge: 'New',
    released: '2025-02-03',
    description:
      'Plush, teddy-style recycled fleece with a retro cut. Soft, warm and built for campfires, cabins and ' +
      'crisp autumn walks.',
    features: ['High-pile fleece from recycled bottles', 'Nylon-trimmed chest pocket', 'Snap-front collar'],
  }),
  layer({
    id: 'FL100004',
    name: 'Merino 150 Leggings',
    kind: 'leggings',
    brand: 'Cascade Peak',
    colors: ['001', '012'],
    usd: 74.95,
    rating: [4.4, 133],
    released: '2024-01-22',
    description:
      'Light merino leggings to wear under hiking trousers or ski pants. Soft against skin, breathable on the ' +
      'climb and warm at the summit.',
    features: ['150 g/m² merino wool', 'Wide, soft waistband', 'Gusseted crotch for movement'],
  }),
  layer({
    id: 'FL100005',
    name: 'Tech Fleece Hoodie',
    kind: 'hoodie',
    brand: 'Tern',
    colors: ['006', '001', '020'],
    usd: 109.95,
    saleUsd: 84.95,
    bestUsd: 89.95,
    rating: [4.3, 92],
    released: '2024-03-06',
    description:
      'A stretchy, close-fitting fleece hoodie for active days in the cold. The balaclava-style hood fits ' +
      'under a helmet, and the smooth face layers easily under a shell.',
    features: [
      'Stretch fleece with a smooth outer face',
      'Balaclava-style, helmet-compatible hood',
      'Full-length front zip',
      'Thumb loops',
    ],
  }),
  layer({
    id: 'FL100006',
    name: 'Lightweight Synthetic Tee',
    kind: 'tee',
    brand: 'Ridgeline',
    colors: ['011', '018', '014', '017'],
    usd: 39.95,
    rating: [4.2, 301],
    released: '2024-05-10',
    description:
      'A quick-drying technical tee for hot hikes and summer runs. Wicks sweat, dries in minutes and stays ' +
      'fresh thanks to a natural odour control treatment.',
    features: ['Recycled polyester', 'UPF 30 sun protection', 'Odour control finish'],
  }),
  layer({
    id: 'FL100007',
    name: 'Alpine Zip Neck Base',
    kind: 'top',
    brand: 'Ridgeline',
    colors: ['002', '005'],
    usd: 69.95,
    rating: [4.5, 156],
    released: '2024-10-01',
    description:
      'A midweight base layer with a long zip neck for venting on cold ski tours and winter climbs. Brushed ' +
      'inside for warmth, smooth outside so layers slide on.',
    features: [
      'Brushed inner face for warmth',
      'Long zip neck for venting',
      'Raglan sleeves for pack comfort',
    ],
  }),
  layer({
    id: 'FL100008',
    name: 'Classic Fleece Vest',
    kind: 'vest',
    brand: 'Basecamp Supply',
    colors: ['013', '004', '008'],
    usd: 59.95,
    saleUsd: 44.95,
    bestUsd: 49.95,
    rating: [4.4, 211],
    released: '2023-08-21',
    description:
      'A simple, warm fleece vest that layers under a jacket or over a shirt. Durable, easy to wash and at ' +
      'home on trails and in town.',
    features: ['Midweight recycled fleece', 'Zipped hand pockets', 'Elastic binding at the hem and armholes'],
  }),
  layer({
    id: 'FL100009',
    name: 'Expedition Merino Hoodie',
    kind: 'hoodie',
    brand: 'Cascade Peak',
    colors: ['012', '009', '003'],
    usd: 139.95,
    rating: [4.8, 67],
    released: '2025-03-25',
    description:
      'A heavyweight merino hoodie for the coldest trips. Warm enough to wear alone in camp, close-fitting ' +
      'enough to layer under a shell on the move.',
    features: [
      '260 g/m² merino wool',
      'Scuba hood that stays put',
      'Chest pocket for a phone or map',
      'Thumb loops',
    ],
  }),
]
