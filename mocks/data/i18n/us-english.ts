/**
 * The emulator's shop copy in US English for en_US (decision 071): the seed is written in British
 * English, which en_GB and en_CA read as it is (and which the French and German dictionaries are keyed
 * by), so an en_US payload has its British spellings replaced, word by word, on its way out. Only text
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

const WORD = new RegExp(`\\b(${Object.keys(US_SPELLING).join('|')})\\b`, 'gi')

/** One word in US spelling, with the British word's capitals ("Colour" → "Color", "GREY" → "GRAY"). */
function usWord(word: string): string {
  const us = US_SPELLING[word.toLowerCase()] ?? word
  if (word === word.toUpperCase()) return us.toUpperCase()
  return word[0] === word[0]!.toUpperCase() ? us[0]!.toUpperCase() + us.slice(1) : us
}

/** A shown text in US spelling; in rich text, only what lies between the tags. */
export function usEnglish(text: string): string {
  if (!/\s|^[A-Z][a-z]/.test(text) || !WORD.test(text)) return text
  WORD.lastIndex = 0
  return text
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(WORD, usWord)))
    .join('')
}
