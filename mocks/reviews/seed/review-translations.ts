/**
 * What the review service's translation answers (CAT-009), by target language: every title and text
 * the seed writes (`reviews.ts`: the wording by stars in English, the one review in French), rendered
 * in the other languages the shop speaks. A text without an entry comes back as it was written.
 */

type Language = 'en' | 'fr' | 'de'

/** [English, French, German] for each English title and text of the seed's wording. */
const WORDING: readonly (readonly [en: string, fr: string, de: string])[] = [
  // Five stars
  ['Love it', 'Je l’adore', 'Ich liebe es'],
  ['Worth every penny', 'Vaut chaque centime', 'Jeden Cent wert'],
  ['Exceeded my expectations', 'Au-delà de mes attentes', 'Hat meine Erwartungen übertroffen'],
  ['Excellent quality', 'Excellente qualité', 'Hervorragende Qualität'],
  ['Would buy again', 'Je l’achèterais de nouveau', 'Würde ich wieder kaufen'],
  [
    'Light, comfortable and well made. I would buy it again.',
    'Léger, confortable et bien fait. Je l’achèterais de nouveau.',
    'Leicht, bequem und gut verarbeitet. Ich würde es wieder kaufen.',
  ],
  [
    'Used it every day for three weeks and it still looks new.',
    'Utilisé tous les jours pendant trois semaines, il a toujours l’air neuf.',
    'Drei Wochen lang jeden Tag benutzt, und es sieht immer noch wie neu aus.',
  ],
  [
    'Exactly as described and better made than I expected. Highly recommended.',
    'Exactement comme décrit et mieux fait que je ne le pensais. Je le recommande vivement.',
    'Genau wie beschrieben und besser verarbeitet als erwartet. Sehr empfehlenswert.',
  ],
  // Four stars
  ['Very good', 'Très bien', 'Sehr gut'],
  ['Great value', 'Excellent rapport qualité-prix', 'Sehr gutes Preis-Leistungs-Verhältnis'],
  ['Does the job well', 'Remplit bien son rôle', 'Erfüllt seinen Zweck gut'],
  ['Happy with it', 'J’en suis content', 'Zufrieden damit'],
  [
    'Good quality for the price, although the colour is a little darker than in the photos.',
    'Bonne qualité pour le prix, même si la couleur est un peu plus foncée que sur les photos.',
    'Gute Qualität für den Preis, auch wenn die Farbe etwas dunkler ist als auf den Fotos.',
  ],
  [
    'Solid everyday choice. One small niggle, but nothing that would stop me recommending it.',
    'Un choix solide pour tous les jours. Un petit défaut, mais rien qui m’empêcherait de le recommander.',
    'Eine solide Wahl für jeden Tag. Eine Kleinigkeit stört, aber nichts, was mich von einer Empfehlung abhalten würde.',
  ],
  [
    'Well made and comfortable; it took a few days to get used to.',
    'Bien fait et confortable\u00a0; il m’a fallu quelques jours pour m’y habituer.',
    'Gut verarbeitet und bequem; ich habe ein paar Tage gebraucht, um mich daran zu gewöhnen.',
  ],
  // Three stars
  ['It is fine', 'Correct', 'Ganz in Ordnung'],
  ['Does the job', 'Fait l’affaire', 'Erfüllt seinen Zweck'],
  ['Mixed feelings', 'Avis mitigé', 'Gemischte Gefühle'],
  [
    'Does what it says, but I expected a little more for the price.',
    'Fait ce qui est annoncé, mais j’attendais un peu plus pour le prix.',
    'Hält, was es verspricht, aber für den Preis hatte ich etwas mehr erwartet.',
  ],
  [
    'Decent enough. Some details feel cheaper than the rest.',
    'Plutôt correct. Certains détails font moins soignés que le reste.',
    'Ordentlich. Manche Details wirken billiger als der Rest.',
  ],
  // Two stars
  ['Not for me', 'Pas pour moi', 'Nichts für mich'],
  ['Disappointed', 'Déçu', 'Enttäuscht'],
  ['Expected better', 'Je m’attendais à mieux', 'Hatte Besseres erwartet'],
  [
    'It did not suit me and I sent it back. The return was easy.',
    'Il ne me convenait pas et je l’ai renvoyé. Le retour a été facile.',
    'Es war nichts für mich, und ich habe es zurückgeschickt. Die Rücksendung war einfach.',
  ],
  [
    'Showed wear after a few weeks of use; I expected it to last longer.',
    'Des signes d’usure après quelques semaines d’utilisation\u00a0; je pensais qu’il durerait plus longtemps.',
    'Nach ein paar Wochen zeigten sich Gebrauchsspuren; ich hatte erwartet, dass es länger hält.',
  ],
  // One star
  ['Would not recommend', 'Je ne le recommande pas', 'Nicht zu empfehlen'],
  ['Poor quality', 'Mauvaise qualité', 'Schlechte Qualität'],
  ['Very disappointed', 'Très déçu', 'Sehr enttäuscht'],
  [
    'It broke within a month. Customer service replaced it, but I would not buy it again.',
    'Il s’est cassé en moins d’un mois. Le service client l’a remplacé, mais je ne l’achèterais plus.',
    'Es ist innerhalb eines Monats kaputtgegangen. Der Kundenservice hat es ersetzt, aber ich würde es nicht wieder kaufen.',
  ],
  [
    'Not as described. I returned it the same week.',
    'Pas conforme à la description. Je l’ai renvoyé la même semaine.',
    'Nicht wie beschrieben. Ich habe es in derselben Woche zurückgeschickt.',
  ],
]

/** The seed's review in French, in English and German. */
const FROM_FRENCH: readonly (readonly [fr: string, en: string, de: string])[] = [
  ['Très bon produit', 'Very good product', 'Sehr gutes Produkt'],
  [
    'Très confortable et bien fini. Je le recommande.',
    'Very comfortable and well finished. I recommend it.',
    'Sehr bequem und gut verarbeitet. Ich kann es empfehlen.',
  ],
]

export const REVIEW_TRANSLATIONS: Readonly<Record<Language, ReadonlyMap<string, string>>> = {
  en: new Map(FROM_FRENCH.map(([fr, en]) => [fr, en])),
  fr: new Map(WORDING.map(([en, fr]) => [en, fr])),
  de: new Map([
    ...WORDING.map(([en, , de]) => [en, de] as const),
    ...FROM_FRENCH.map(([fr, , de]) => [fr, de] as const),
  ]),
}

/** A seed text in `language`, or the text as written when the service has no rendering of it. */
export function translateReviewText(text: string, language: string): string {
  return (
    (REVIEW_TRANSLATIONS as Record<string, ReadonlyMap<string, string> | undefined>)[language]?.get(text) ??
    text
  )
}
