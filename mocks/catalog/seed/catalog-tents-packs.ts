import { ONE_SIZE, seedFor } from './catalog-build.ts'

/** Tents & Packs (3010). Sizes are one size or capacities (people for tents, litres for packs). */

const gear = seedFor({ categoryId: '3010', productType: 'gear', kind: 'backpack', sizes: ONE_SIZE })

export const TENTS_PACKS = [
  gear({
    id: 'TP100001',
    name: 'Ridgeline Daypack 28',
    brand: 'Ridgeline',
    colors: ['001', '009', '015'],
    sizes: ['24L', '28L'],
    usd: 109.95,
    rating: [4.7, 468],
    badge: 'Best Seller',
    released: '2024-03-01',
    description:
      'A comfortable, ventilated daypack for hikes from an hour to all day. The suspended mesh back keeps ' +
      'air moving, and the clamshell opening makes it easy to find what you need.',
    features: [
      'Suspended mesh back panel',
      'Hydration sleeve and hose port',
      'Integrated rain cover',
      'Trekking pole attachments',
    ],
  }),
  gear({
    id: 'TP100002',
    name: 'Trailhead 2 Backpacking Tent',
    kind: 'tent',
    brand: 'Ridgeline',
    colors: ['007', '009'],
    sizes: ['2P', '3P'],
    usd: 399.95,
    saleUsd: 319.95,
    bestUsd: 339.95,
    rating: [4.6, 181],
    released: '2023-04-12',
    description:
      'A freestanding backpacking tent with two doors and two vestibules, so nobody climbs over anybody. ' +
      'Pitches fly-first in the rain and weighs under two kilos in the two-person size.',
    features: [
      'Freestanding, two-door design',
      'Fly-first pitching to keep the inner dry',
      '1.9 kg trail weight (2P)',
      'Colour-coded poles and clips',
    ],
  }),
  gear({
    id: 'TP100003',
    name: 'Summit 45 Pack',
    brand: 'Cascade Peak',
    colors: ['005', '002'],
    sizes: ['45L'],
    usd: 189.95,
    rating: [4.5, 97],
    released: '2024-06-05',
    description:
      'An alpine pack for overnight climbs and fast multi-day trips. A clean, snag-free profile with ice tool ' +
      'and crampon attachments, and a removable lid to save weight.',
    features: [
      'Removable lid and hip belt',
      'Ice tool and crampon attachments',
      'Rope strap under the lid',
      'Abrasion-resistant base',
    ],
  }),
  gear({
    id: 'TP100004',
    name: 'Basecamp 6 Family Tent',
    kind: 'tent',
    brand: 'Basecamp Supply',
    colors: ['019', '003'],
    usd: 549.95,
    rating: [4.4, 63],
    badge: 'New',
    released: '2025-04-22',
    description:
      'Stand-up headroom and space for the whole family. Two rooms, a covered porch for muddy boots and big ' +
      'mesh windows for warm summer nights.',
    features: [
      'Sleeps six in two rooms',
      'Covered front porch',
      '2 m peak height',
      'Mesh windows with storm flaps',
    ],
  }),
  gear({
    id: 'TP100005',
    name: 'Featherweight 1 Tent',
    kind: 'tent',
    brand: 'Tern',
    colors: ['017'],
    usd: 459.95,
    rating: [4.3, 44],
    released: '2024-05-14',
    description:
      'An ultralight single-person shelter that pitches with your trekking poles. Under 800 grams for long ' +
      'through-hikes where every gram counts.',
    features: ['Trail weight 780 g', 'Pitches with trekking poles', 'Fully seam-taped fly'],
  }),
  gear({
    id: 'TP100006',
    name: 'Traverse 65 Backpack',
    brand: 'Ridgeline',
    colors: ['012', '013'],
    sizes: ['55L', '65L'],
    usd: 279.95,
    saleUsd: 209.95,
    bestUsd: 209.95,
    rating: [4.7, 152],
    released: '2023-07-18',
    description:
      'A load-hauler for week-long trips. The adjustable back system and thick hip belt carry heavy loads in ' +
      'comfort, and the front U-zip opens the whole pack like a suitcase.',
    features: [
      'Adjustable torso length',
      'Front U-zip access to the main compartment',
      'Sleeping bag compartment',
      'Hip belt pockets that fit a phone',
    ],
  }),
  gear({
    id: 'TP100007',
    name: 'Commuter 20 Pack',
    brand: 'Basecamp Supply',
    colors: ['001', '004', '014'],
    usd: 79.95,
    rating: [4.2, 233],
    released: '2024-09-09',
    description:
      'A tidy everyday pack with a padded laptop sleeve and trail-worthy harness. Carries your commute on ' +
      'weekdays and your picnic on weekends.',
    features: ['Padded 15-inch laptop sleeve', 'Water-resistant base', 'Side bottle pockets'],
  }),
  gear({
    id: 'TP100008',
    name: 'Storm Dome 3 Tent',
    kind: 'tent',
    brand: 'Cascade Peak',
    colors: ['005', '009'],
    usd: 649.95,
    rating: [4.8, 39],
    released: '2024-11-20',
    description:
      'A four-season dome built for wind and snow. Crossing poles and a full-coverage fly shrug off ' +
      'mountain storms on winter camps and expeditions.',
    features: [
      'Four-season, four-pole dome',
      'Snow skirts',
      'Two doors and large vestibules',
      'Guyline kit included',
    ],
  }),
  gear({
    id: 'TP100009',
    name: 'Trail Runner Vest 12',
    brand: 'Tern',
    colors: ['020', '006'],
    sizes: ['S/M', 'L/XL'],
    usd: 129.95,
    rating: [4.6, 118],
    released: '2025-01-08',
    description:
      'A close-fitting running vest with soft flasks up front and room for layers and snacks. Bounce-free on ' +
      'the steepest descents.',
    features: ['Two 500 ml soft flasks included', 'Stretch pockets front and back', 'Pole holders'],
  }),
]
