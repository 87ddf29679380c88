import { BOOT_SIZES, seedFor, SHOE_SIZES } from './catalog-build.ts'

/** Hiking Boots (1020). */

const boot = seedFor({ categoryId: '1020', productType: 'boots', kind: 'boot', sizes: BOOT_SIZES })

export const HIKING_BOOTS = [
  boot({
    id: 'HB100001',
    name: 'Granite Peak Mid WP',
    brand: 'Ridgeline',
    colors: ['016', '012', '008'],
    sizes: SHOE_SIZES,
    usd: 189.95,
    rating: [4.7, 523],
    badge: 'Best Seller',
    eyebrow: 'Waterproof',
    released: '2024-02-01',
    description:
      'Our best-selling hiking boot. A waterproof full-grain leather upper, a supportive mid-height collar ' +
      'and a grippy rubber outsole make it the boot for everything from day hikes to hut-to-hut treks.',
    features: [
      'Waterproof, breathable membrane',
      'Full-grain leather upper',
      'Nylon shank for support under load',
      'Vibram-style rubber outsole with 5 mm lugs',
    ],
  }),
  boot({
    id: 'HB100002',
    name: 'Alpine Ridge GTX',
    brand: 'Cascade Peak',
    colors: ['001', '009'],
    usd: 249.95,
    rating: [4.8, 164],
    released: '2024-08-22',
    description:
      'A stiff, supportive boot for scrambles, glacier approaches and heavy packs. It accepts strap-on ' +
      'crampons and keeps feet dry through snow and slush.',
    features: [
      'Crampon-compatible heel welt',
      'Waterproof suede and synthetic upper',
      'Rubber rand around the toe and sides',
      'Dual-density PU midsole',
    ],
  }),
  boot({
    id: 'HB100003',
    name: 'Trailhead Low',
    kind: 'shoe',
    brand: 'Ridgeline',
    colors: ['004', '007', '019'],
    sizes: SHOE_SIZES,
    usd: 139.95,
    saleUsd: 109.95,
    bestUsd: 119.95,
    rating: [4.4, 311],
    released: '2023-09-10',
    description:
      'A low-cut hiker that feels broken in from day one. Light enough for travel, sturdy enough for ' +
      'rocky trails, with a cushioned footbed for long days.',
    features: ['Suede and mesh upper', 'Cushioned EVA midsole', 'Heel brake for steep descents'],
  }),
  boot({
    id: 'HB100004',
    name: 'Backcountry Pro Hi',
    brand: 'Tern',
    colors: ['013', '001'],
    usd: 279.95,
    rating: [4.6, 72],
    released: '2024-12-03',
    description:
      'A high-cut expedition boot for multi-day routes off the beaten track. Leather-lined, resoleable and ' +
      'built to carry heavy loads over rough ground.',
    features: [
      'Resoleable, stitched construction',
      'Leather lining that moulds to your foot',
      'Lace locks for a split-tension fit',
      'High collar for ankle support',
    ],
  }),
  boot({
    id: 'HB100005',
    name: 'Meadow Hiker Women',
    brand: 'Ridgeline',
    colors: ['003', '010', '008'],
    usd: 159.95,
    rating: [4.5, 229],
    badge: 'New',
    released: '2025-03-11',
    description:
      'A light, women-specific mid boot with a softer flex and a roomier toe box. Waterproof, breathable ' +
      'and comfortable from the trailhead to the summit cafe.',
    features: ['Women-specific last', 'Waterproof, breathable membrane', 'Recycled mesh lining'],
  }),
  boot({
    id: 'HB100006',
    name: 'Canyon Approach',
    kind: 'shoe',
    brand: 'Tern',
    colors: ['009', '004'],
    sizes: SHOE_SIZES,
    usd: 154.95,
    rating: [4.2, 96],
    released: '2024-05-27',
    description:
      'Part hiking boot, part climbing shoe: sticky rubber and climbing-zone lacing to the toe for rocky ' +
      'approaches, slabby scrambles and via ferrata days.',
    features: [
      'Sticky rubber climbing zone at the toe',
      'Lacing to the toe for precision',
      'Clip loop for carrying on a harness',
    ],
  }),
  boot({
    id: 'HB100007',
    name: 'Winter Trek Insulated',
    brand: 'Cascade Peak',
    colors: ['001', '016'],
    usd: 219.95,
    saleUsd: 164.95,
    bestUsd: 179.95,
    rating: [4.5, 118],
    released: '2023-10-19',
    description:
      'Warm, waterproof and grippy on ice and packed snow. 200 g insulation keeps toes comfortable well ' +
      'below freezing on snowshoe trips and winter walks.',
    features: [
      '200 g synthetic insulation',
      'Cold-weather rubber that stays grippy on ice',
      'Gaiter ring and lace hooks',
      'Waterproof to the collar',
    ],
  }),
  boot({
    id: 'HB100008',
    name: 'Ridgewalker Leather',
    brand: 'Ridgeline',
    colors: ['016', '012'],
    usd: 229.95,
    rating: [4.9, 57],
    released: '2024-07-08',
    description:
      'A classic leather walking boot, stitched by hand and waxed for water resistance. Ages beautifully and ' +
      'can be resoled for years of walking.',
    features: ['Waxed full-grain leather', 'Norwegian welt, resoleable', 'Leather footbed'],
  }),
  boot({
    id: 'HB100009',
    name: 'Scout Kids Hiker',
    brand: 'Basecamp Supply',
    colors: ['005', '002', '015'],
    sizes: ['7', '8', '9'],
    usd: 79.95,
    rating: [4.3, 64],
    released: '2024-04-15',
    description:
      'A tough, waterproof boot for young explorers, with hook-and-loop closure so little hikers can get out ' +
      'the door on their own. Sizes are big-kid US sizes.',
    features: ['Hook-and-loop closure', 'Waterproof membrane', 'Reinforced toe cap'],
  }),
]
