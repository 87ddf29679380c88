/**
 * Seeded stores: store search, the store list of the associate login and each store's associates.
 * North American and UK phone numbers are in the ranges reserved for fiction; coordinates are real
 * city-centre spots, so distances come out right.
 */

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'

export interface OpeningHours {
  day: Weekday
  closed: boolean
  /** Local time, `HH:mm`; absent when closed. */
  open?: string
  close?: string
}

export interface SeedEmployee {
  employeeId: string
  firstName: string
  lastName: string
}

export interface SeedStore {
  id: string
  name: string
  address1: string
  address2?: string
  city: string
  /** State or province, where the country uses one. */
  stateCode?: string
  postalCode: string
  /** ISO 3166 alpha-2. */
  country: string
  phone: string
  latitude: number
  longitude: number
  openingHours: OpeningHours[]
  /** Other spellings a shopper may search by (Munich for München). */
  cityAliases?: string[]
  employees: SeedEmployee[]
}

type Span = readonly [open: string, close: string] | null

const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']

function hours(weekdays: Span, saturday: Span, sunday: Span): OpeningHours[] {
  const day = (name: Weekday, span: Span): OpeningHours =>
    span ? { day: name, closed: false, open: span[0], close: span[1] } : { day: name, closed: true }
  return [...WEEKDAYS.map((d) => day(d, weekdays)), day('saturday', saturday), day('sunday', sunday)]
}

const NA_HOURS = hours(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '18:00'])
const UK_HOURS = hours(['09:30', '20:00'], ['09:30', '19:00'], ['12:00', '18:00'])
// Sunday trading is closed in Germany and most of France.
const EU_HOURS = hours(['10:00', '20:00'], ['10:00', '20:00'], null)

export const STORES: SeedStore[] = [
  {
    id: 'store-0101',
    name: 'Ridgeline Portland Pearl District',
    address1: '1120 NW Everett Street',
    city: 'Portland',
    stateCode: 'OR',
    postalCode: '97209',
    country: 'US',
    phone: '+1 503-555-0142',
    latitude: 45.5257,
    longitude: -122.6836,
    openingHours: NA_HOURS,
    employees: [
      { employeeId: 'E1001', firstName: 'Jordan', lastName: 'Reyes' },
      { employeeId: 'E1002', firstName: 'Maya', lastName: 'Chen' },
    ],
  },
  {
    id: 'store-0102',
    name: 'Ridgeline Denver LoDo',
    address1: '1650 Wynkoop Street',
    address2: 'Suite 100',
    city: 'Denver',
    stateCode: 'CO',
    postalCode: '80202',
    country: 'US',
    phone: '+1 303-555-0187',
    latitude: 39.7527,
    longitude: -105.0001,
    openingHours: NA_HOURS,
    employees: [
      { employeeId: 'E1003', firstName: 'Sam', lastName: 'Whitaker' },
      { employeeId: 'E1004', firstName: 'Priya', lastName: 'Natarajan' },
    ],
  },
  {
    id: 'store-0103',
    name: 'Ridgeline Boston Back Bay',
    address1: '200 Newbury Street',
    city: 'Boston',
    stateCode: 'MA',
    postalCode: '02116',
    country: 'US',
    phone: '+1 617-555-0123',
    latitude: 42.3497,
    longitude: -71.0794,
    openingHours: NA_HOURS,
    employees: [{ employeeId: 'E1005', firstName: 'Liam', lastName: "O'Connor" }],
  },
  {
    id: 'store-0201',
    name: 'Ridgeline Vancouver Kitsilano',
    address1: '2150 West 4th Avenue',
    city: 'Vancouver',
    stateCode: 'BC',
    postalCode: 'V6K 1N6',
    country: 'CA',
    phone: '+1 604-555-0175',
    latitude: 49.2681,
    longitude: -123.1566,
    openingHours: NA_HOURS,
    employees: [
      { employeeId: 'E1006', firstName: 'Hannah', lastName: 'Tremblay' },
      { employeeId: 'E1007', firstName: 'Kenji', lastName: 'Sato' },
    ],
  },
  {
    id: 'store-0202',
    name: 'Ridgeline Toronto Queen West',
    address1: '320 Queen Street West',
    city: 'Toronto',
    stateCode: 'ON',
    postalCode: 'M5V 2A2',
    country: 'CA',
    phone: '+1 416-555-0110',
    latitude: 43.6497,
    longitude: -79.3925,
    openingHours: NA_HOURS,
    employees: [{ employeeId: 'E1008', firstName: 'Amélie', lastName: 'Gagnon' }],
  },
  {
    id: 'store-0301',
    name: 'Ridgeline London Covent Garden',
    address1: '24 Long Acre',
    city: 'London',
    postalCode: 'WC2E 9LY',
    country: 'GB',
    phone: '+44 20 7946 0321',
    latitude: 51.5126,
    longitude: -0.1246,
    openingHours: UK_HOURS,
    employees: [
      { employeeId: 'E1009', firstName: 'Olivia', lastName: 'Hughes' },
      { employeeId: 'E1010', firstName: 'Tom', lastName: 'Fletcher' },
    ],
  },
  {
    id: 'store-0302',
    name: 'Ridgeline Manchester King Street',
    address1: '48 King Street',
    city: 'Manchester',
    postalCode: 'M2 4LY',
    country: 'GB',
    phone: '+44 161 496 0555',
    latitude: 53.4807,
    longitude: -2.2446,
    openingHours: UK_HOURS,
    employees: [{ employeeId: 'E1011', firstName: 'Aisha', lastName: 'Rahman' }],
  },
  {
    id: 'store-0401',
    name: 'Ridgeline München Altstadt',
    address1: 'Sendlinger Straße 12',
    city: 'München',
    cityAliases: ['Munich'],
    postalCode: '80331',
    country: 'DE',
    phone: '+49 89 5550 1234',
    latitude: 48.1351,
    longitude: 11.569,
    openingHours: EU_HOURS,
    employees: [
      { employeeId: 'E1012', firstName: 'Lukas', lastName: 'Becker' },
      { employeeId: 'E1013', firstName: 'Sophie', lastName: 'Wagner' },
    ],
  },
  {
    id: 'store-0501',
    name: 'Ridgeline Paris Rivoli',
    address1: '42 Rue de Rivoli',
    city: 'Paris',
    postalCode: '75004',
    country: 'FR',
    phone: '+33 1 55 55 01 42',
    latitude: 48.8559,
    longitude: 2.3553,
    openingHours: EU_HOURS,
    employees: [{ employeeId: 'E1014', firstName: 'Camille', lastName: 'Durand' }],
  },
  {
    id: 'store-0502',
    name: 'Ridgeline Chamonix',
    address1: '95 Rue Joseph Vallot',
    city: 'Chamonix-Mont-Blanc',
    cityAliases: ['Chamonix'],
    postalCode: '74400',
    country: 'FR',
    phone: '+33 4 55 55 02 18',
    latitude: 45.9237,
    longitude: 6.8694,
    // A mountain-town shop opens every day in season.
    openingHours: hours(['09:00', '19:30'], ['09:00', '19:30'], ['09:30', '19:00']),
    employees: [
      { employeeId: 'E1015', firstName: 'Hugo', lastName: 'Lefèvre' },
      { employeeId: 'E1016', firstName: 'Léa', lastName: 'Martin' },
    ],
  },
]

export function findStore(id: string): SeedStore | undefined {
  return STORES.find((s) => s.id === id)
}
