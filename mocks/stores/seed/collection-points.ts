import type { OpeningHours, Weekday } from './stores.ts'

/**
 * Seeded collection (pick-up) points per country: parcel lockers, partner shops and post offices
 * near the seeded stores' cities. Carriers are fictional; coordinates are real city spots, so
 * distances come out right.
 */

export interface SeedCollectionPoint {
  id: string
  name: string
  carrier: string
  type: 'locker' | 'shop' | 'post-office'
  address1: string
  city: string
  stateCode?: string
  postalCode: string
  /** ISO 3166 alpha-2. */
  country: string
  latitude: number
  longitude: number
  openingHours: OpeningHours[]
}

const DAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

function week(open: string, close: string, sunday: boolean): OpeningHours[] {
  return DAYS.map((day) =>
    day === 'sunday' && !sunday ? { day, closed: true } : { day, closed: false, open, close },
  )
}

// A locker is open around the clock; shops and post offices keep shop hours.
const LOCKER = week('00:00', '23:59', true)
const SHOP = week('09:00', '19:00', false)

type Row = [
  id: string,
  name: string,
  carrier: string,
  type: SeedCollectionPoint['type'],
  address1: string,
  city: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  stateCode?: string,
]

function points(country: string, rows: Row[]): SeedCollectionPoint[] {
  return rows.map(
    ([id, name, carrier, type, address1, city, postalCode, latitude, longitude, stateCode]) => ({
      id,
      name,
      carrier,
      type,
      address1,
      city,
      ...(stateCode ? { stateCode } : {}),
      postalCode,
      country,
      latitude,
      longitude,
      openingHours: type === 'locker' ? LOCKER : SHOP,
    }),
  )
}

export const COLLECTION_POINTS: SeedCollectionPoint[] = [
  ...points('US', [
    [
      'cp-us-01',
      'ParcelBox Pearl District',
      'ParcelBox',
      'locker',
      '1005 NW Glisan Street',
      'Portland',
      '97209',
      45.5265,
      -122.681,
      'OR',
    ],
    [
      'cp-us-02',
      'Corner Market Old Town',
      'QuickDrop',
      'shop',
      '222 NW Couch Street',
      'Portland',
      '97209',
      45.5236,
      -122.673,
      'OR',
    ],
    [
      'cp-us-03',
      'ParcelBox Union Station',
      'ParcelBox',
      'locker',
      '1701 Wynkoop Street',
      'Denver',
      '80202',
      39.753,
      -104.9997,
      'CO',
    ],
    [
      'cp-us-04',
      'Back Bay Post Office',
      'National Post',
      'post-office',
      '390 Stuart Street',
      'Boston',
      '02116',
      42.3486,
      -71.0707,
      'MA',
    ],
  ]),
  ...points('CA', [
    [
      'cp-ca-01',
      'ParcelBox Kitsilano',
      'ParcelBox',
      'locker',
      '2150 W 4th Avenue',
      'Vancouver',
      'V6K 1N6',
      49.2682,
      -123.156,
      'BC',
    ],
    [
      'cp-ca-02',
      'Queen West Convenience',
      'QuickDrop',
      'shop',
      '401 Queen Street W',
      'Toronto',
      'M5V 2A5',
      43.6487,
      -79.3957,
      'ON',
    ],
  ]),
  ...points('GB', [
    [
      'cp-gb-01',
      'ParcelBox Covent Garden',
      'ParcelBox',
      'locker',
      '12 Henrietta Street',
      'London',
      'WC2E 8QH',
      51.5111,
      -0.1233,
    ],
    [
      'cp-gb-02',
      'Strand Newsagent',
      'QuickDrop',
      'shop',
      '430 Strand',
      'London',
      'WC2R 0QN',
      51.5095,
      -0.1218,
    ],
    [
      'cp-gb-03',
      'Manchester Spring Gardens Post Office',
      'Royal Parcels',
      'post-office',
      '26 Spring Gardens',
      'Manchester',
      'M2 1BB',
      53.4812,
      -2.2416,
    ],
  ]),
  ...points('DE', [
    [
      'cp-de-01',
      'Packstation Marienplatz',
      'ParcelBox',
      'locker',
      'Rosenstraße 8',
      'München',
      '80331',
      48.1365,
      11.5745,
    ],
    [
      'cp-de-02',
      'Kiosk am Viktualienmarkt',
      'QuickDrop',
      'shop',
      'Frauenstraße 4',
      'München',
      '80469',
      48.1339,
      11.5766,
    ],
  ]),
  ...points('FR', [
    [
      'cp-fr-01',
      'Consigne Le Marais',
      'ParcelBox',
      'locker',
      '14 rue de Rivoli',
      'Paris',
      '75004',
      48.8553,
      2.3578,
    ],
    [
      'cp-fr-02',
      'Relais Tabac Saint-Paul',
      'QuickDrop',
      'shop',
      '101 rue Saint-Antoine',
      'Paris',
      '75004',
      48.8543,
      2.3617,
    ],
    [
      'cp-fr-03',
      'Bureau de poste Chamonix',
      'La Poste Colis',
      'post-office',
      '89 place Balmat',
      'Chamonix-Mont-Blanc',
      '74400',
      45.9236,
      6.8694,
    ],
  ]),
]
