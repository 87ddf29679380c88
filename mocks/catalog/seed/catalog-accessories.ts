import { ONE_SIZE, seedFor } from './catalog-build.ts'

/** Accessories (3020). AC100009 is seeded sold out in every variant. */

const accessory = seedFor({ categoryId: '3020', productType: 'accessories', sizes: ONE_SIZE })

export const ACCESSORIES = [
  accessory({
    id: 'AC100001',
    name: 'Insulated Trail Bottle',
    kind: 'bottle',
    brand: 'Ridgeline',
    colors: ['015', '001', '014'],
    sizes: ['500ml', '750ml'],
    usd: 34.95,
    rating: [4.8, 702],
    badge: 'Best Seller',
    released: '2024-04-01',
    description:
      'A double-walled steel bottle that keeps drinks cold for 24 hours and hot for 12. A leak-proof lid ' +
      'with a carry loop clips onto your pack.',
    features: ['Double-wall vacuum insulation', 'Leak-proof lid with carry loop', 'Dishwasher safe'],
  }),
  accessory({
    id: 'AC100002',
    name: 'Beacon 400 Headlamp',
    kind: 'headlamp',
    brand: 'Tern',
    colors: ['001', '005'],
    usd: 49.95,
    saleUsd: 37.95,
    bestUsd: 39.95,
    rating: [4.5, 318],
    released: '2023-09-18',
    description:
      'A 400-lumen rechargeable headlamp for early starts and late finishes. Red night mode protects your ' +
      'night vision in camp, and a lock mode stops it switching on in your pack.',
    features: ['400 lumens maximum', 'USB-C rechargeable', 'Red night mode', 'Lock mode'],
  }),
  accessory({
    id: 'AC100003',
    name: 'Merino Cuff Beanie',
    kind: 'beanie',
    brand: 'Cascade Peak',
    colors: ['009', '002', '005', '003'],
    usd: 34.95,
    rating: [4.6, 244],
    released: '2024-10-10',
    description:
      'A soft, warm merino beanie with a fold-over cuff. Breathable on the move and warm at rest, without ' +
      'the itch.',
    features: ['100% merino wool', 'Fold-over cuff', 'Woven brand label'],
  }),
  accessory({
    id: 'AC100004',
    name: 'Alpine Touch Gloves',
    kind: 'gloves',
    brand: 'Ridgeline',
    colors: ['001', '012'],
    sizes: ['S', 'M', 'L', 'XL'],
    usd: 44.95,
    rating: [4.2, 156],
    released: '2024-09-25',
    description:
      'Windproof softshell gloves with touchscreen fingertips and a grippy palm. Warm enough for winter ' +
      'walks, dexterous enough for camera controls.',
    features: ['Touchscreen-compatible fingertips', 'Windproof softshell back', 'Silicone palm grip'],
  }),
  accessory({
    id: 'AC100005',
    name: 'Carbon Trekking Poles',
    kind: 'poles',
    brand: 'Cascade Peak',
    colors: ['001', '020'],
    sizes: ['110-130cm', '120-140cm'],
    usd: 159.95,
    saleUsd: 119.95,
    bestUsd: 129.95,
    rating: [4.7, 129],
    released: '2024-02-14',
    description:
      'Light, stiff carbon poles that fold into three for packing. Cork grips stay comfortable in warm hands, ' +
      'and the quick-lock adjusts length in seconds.',
    features: ['Carbon fibre shafts', 'Natural cork grips', 'Folds to 38 cm', 'Sold as a pair'],
  }),
  accessory({
    id: 'AC100006',
    name: 'Trail Crew Socks 3-Pack',
    kind: 'socks',
    brand: 'Ridgeline',
    colors: ['004', '003'],
    sizes: ['S', 'M', 'L'],
    usd: 29.95,
    rating: [4.5, 488],
    released: '2024-06-30',
    description:
      'Cushioned merino-blend hiking socks in a value three-pack. Targeted padding at the heel and toe, ' +
      'with a mesh top that breathes on warm days.',
    features: ['Merino and nylon blend', 'Cushioned heel and toe', 'Three pairs'],
  }),
  accessory({
    id: 'AC100007',
    name: 'Sun Hat',
    kind: 'hat',
    brand: 'Basecamp Supply',
    colors: ['008', '007', '019'],
    sizes: ['S/M', 'L/XL'],
    usd: 39.95,
    saleUsd: 29.95,
    bestUsd: 29.95,
    rating: [4.1, 87],
    released: '2023-05-20',
    description:
      'A wide-brimmed sun hat with UPF 50 protection and a chin cord for gusty ridges. Crushable, so it packs ' +
      'into any bag.',
    features: ['UPF 50 sun protection', 'Adjustable chin cord', 'Crushable brim'],
  }),
  accessory({
    id: 'AC100008',
    name: 'Camp Mug Set',
    kind: 'mug',
    brand: 'Basecamp Supply',
    colors: ['011', '015'],
    usd: 24.95,
    rating: [4.3, 142],
    badge: 'New',
    released: '2025-03-02',
    description:
      'Two enamel steel camp mugs with a classic speckled finish. Safe on a stove and tough enough for ' +
      'years of campfire coffee.',
    features: ['Set of two 350 ml mugs', 'Enamel-coated steel', 'Stackable'],
  }),
  accessory({
    id: 'AC100009',
    name: 'Heritage Wool Blanket',
    kind: 'blanket',
    brand: 'Ridgeline',
    colors: ['016', '002'],
    usd: 119.95,
    rating: [4.9, 26],
    badge: 'Limited Edition',
    released: '2024-12-01',
    soldOut: true,
    description:
      'A heavy, woven wool blanket in a heritage stripe. Warm around the campfire, in the car and on the sofa. ' +
      'Woven in small batches: this season is sold out.',
    features: ['Woven wool and cotton', 'Blanket-stitched edges', '150 x 200 cm'],
  }),
]
