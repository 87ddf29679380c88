/**
 * The emulator's shop copy in US English for en_US and in Canadian English for en_CA (decision 071): the
 * seed is written in British English, which en_GB reads as it is (and which the French and German
 * dictionaries are keyed by), so an en_US payload has its British spellings replaced, word by word, on
 * its way out, and an en_CA payload those Canada spells as the US does. Only text
 * is rewritten: the keys that hold identifiers, URLs and filter values are kept (`KEPT`), and so is
 * everything inside an HTML tag of rich text (a link's address, a class). A single lower-case or
 * capital-letter word is a status or a code (`authorised`, `CANCELLED`), never shown as it is: kept.
 */

const US_SPELLING: Readonly<Record<string, string>> = {
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  colourway: 'colorway',
  colourways: 'colorways',
  favourite: 'favorite',
  favourites: 'favorites',
  authorise: 'authorize',
  authorised: 'authorized',
  authorises: 'authorizes',
  unauthorised: 'unauthorized',
  enrol: 'enroll',
  enrolment: 'enrollment',
  personalise: 'personalize',
  personalised: 'personalized',
  personalisation: 'personalization',
  cancelled: 'canceled',
  cancelling: 'canceling',
  programme: 'program',
  programmes: 'programs',
  centre: 'center',
  centres: 'centers',
  centred: 'centered',
  organise: 'organize',
  organised: 'organized',
  organisation: 'organization',
  catalogue: 'catalog',
  licence: 'license',
  behaviour: 'behavior',
  labelled: 'labeled',
  grey: 'gray',
  metre: 'meter',
  metres: 'meters',
  kilometre: 'kilometer',
  kilometres: 'kilometers',
  centimetre: 'centimeter',
  centimetres: 'centimeters',
  millimetre: 'millimeter',
  millimetres: 'millimeters',
  litre: 'liter',
  litres: 'liters',
  travelled: 'traveled',
  travelling: 'traveling',
  jewellery: 'jewelry',
  fibre: 'fiber',
  theatre: 'theater',
}

/**
 * Canada keeps colour, favourite, centre, cancelled, enrolment, catalogue and metre, but writes
 * authorized, personalize, organize and program as the US does (the storefront's en-CA catalogue alike).
 */
const CANADIAN_SPELLING: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'authorise',
    'authorised',
    'authorises',
    'unauthorised',
    'personalise',
    'personalised',
    'personalisation',
    'organise',
    'organised',
    'organisation',
    'programme',
    'programmes',
  ].map((word) => [word, US_SPELLING[word]!]),
)

/**
 * A shown text respelt by `table` (British word → its spelling), capitals kept ("Colour" → "Color",
 * "GREY" → "GRAY"); in rich text, only what lies between the tags.
 */
function respelling(table: Readonly<Record<string, string>>): (text: string) => string {
  const word = new RegExp(`\\b(${Object.keys(table).join('|')})\\b`, 'gi')
  const respelt = (found: string) => {
    const spelt = table[found.toLowerCase()] ?? found
    if (found === found.toUpperCase()) return spelt.toUpperCase()
    return found[0] === found[0]!.toUpperCase() ? spelt[0]!.toUpperCase() + spelt.slice(1) : spelt
  }
  return (text) => {
    if (!/\s|^[A-Z][a-z]/.test(text) || !word.test(text)) return text
    word.lastIndex = 0
    return text
      .split(/(<[^>]*>)/)
      .map((part) => (part.startsWith('<') ? part : part.replace(word, respelt)))
      .join('')
  }
}

/** A shown text in US spelling. */
export const usEnglish = respelling(US_SPELLING)

/** A shown text in Canadian spelling. */
export const canadianEnglish = respelling(CANADIAN_SPELLING)
