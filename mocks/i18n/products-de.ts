import { GEAR_DE } from './products-de-gear.ts'
import type { ProductText } from './types.ts'

/** German product names and descriptions, by product id (de_DE). */
export const PRODUCTS_DE: Record<string, ProductText> = {
  RS100001: {
    name: 'Tempo Trail-Laufschuh',
    description:
      'Unser Trailschuh für jeden Tag, abgestimmt auf gemischtes Gelände. Die reaktive Schaumzwischensohle hält den Lauf auf festem Boden lebendig, die Stollensohle greift in losen Schotter und nasse Wurzeln. Das atmungsaktive Mesh-Obermaterial trocknet nach Bachquerungen schnell.',
  },
  RS100002: {
    name: 'Skyline Straßen-Wettkampfschuh',
    description:
      'Ein leichter Wettkampfschuh für Tempoläufe und den Renntag. Die Carbonplatte treibt Sie bei hohem Tempo nach vorn, das Strickobermaterial umschließt den Fuß ohne Druckstellen.',
  },
  RS100003: {
    name: 'Cloudline Trainingsschuh',
    description:
      'Weich, stabil und für viele Kilometer gebaut. Der Cloudline ist der Schuh für lockere Tage, Regenerationsläufe und lange Wochenendrunden. Eine breite Basis sorgt für sichere Landungen.',
  },
  RS100004: {
    name: 'Ridgeback Ultra',
    description:
      'Für lange Tage in den Bergen. Maximale Dämpfung schont müde Beine spät im Ultralauf, und eine angesetzte Zunge hält stundenlang Schmutz draußen.',
  },
  RS100005: {
    name: 'Fellrunner Grip',
    description:
      'Ein flacher, präziser Schuh für steile, schlammige Berg- und Fell-Läufe. Aggressive 7-mm-Stollen lösen sich vom Schlamm, die enge Passform hält den Fuß auf schrägen Abstiegen sicher.',
  },
  RS100006: {
    name: 'Pacer Lite',
    description:
      'Ein unkomplizierter, günstiger Laufschuh für Einsteiger und das Fitnessstudio. Leichter Schaum und eine flexible Sohle sind vom ersten Kilometer an bequem.',
  },
  RS100007: {
    name: 'Switchback GTX',
    description:
      'Wasserdichtes Traillaufen für nasse Jahreszeiten. Eine atmungsaktive Membran hält Pfützen und Tau draußen, die griffige Sohle hält auf glattem Fels.',
  },
  RS100008: {
    name: 'Tempo Trail-Laufschuh 2 Damen',
    description:
      'Der zweite Tempo, auf einem Damenleisten mit schmalerer Ferse und mehr Platz im Zehenbereich. Derselbe lebendige Schaum und derselbe sichere Grip wie das Original.',
  },
  RS100009: {
    name: 'Summit Sprint Limited',
    description:
      'Eine limitierte Auflage unseres schnellsten Berglaufschuhs in einer gut sichtbaren Farbe. Nummerierte Einlegesohlen, eine Carbonplatte und ein federleichtes Obermaterial für Vertical-Kilometer-Rennen.',
  },
  HB100001: {
    name: 'Granite Peak Mid WP Wanderstiefel',
    description:
      'Unser meistverkaufter Wanderstiefel. Wasserdichtes Vollnarbenleder, ein stützender mittelhoher Schaft und eine griffige Gummisohle machen ihn zum Stiefel für alles, vom Tagesausflug bis zur Hüttentour.',
  },
  HB100002: {
    name: 'Alpine Ridge GTX',
    description:
      'Ein steifer, stützender Stiefel für Kraxeleien, Gletscherzustiege und schwere Rucksäcke. Er nimmt Riemensteigeisen auf und hält die Füße in Schnee und Matsch trocken.',
  },
  HB100003: {
    name: 'Trailhead Low Wanderschuh',
    description:
      'Ein niedriger Wanderschuh, der sich vom ersten Tag an eingelaufen anfühlt. Leicht genug für Reisen, robust genug für steinige Wege, mit gepolstertem Fußbett für lange Tage.',
  },
  HB100004: {
    name: 'Backcountry Pro Hi',
    description:
      'Ein hoher Expeditionsstiefel für mehrtägige Touren abseits der Wege. Lederfutter, neu besohlbar und gebaut, um schwere Lasten über raues Gelände zu tragen.',
  },
  HB100005: {
    name: 'Meadow Wanderstiefel Damen',
    description:
      'Ein leichter, mittelhoher Damenstiefel mit weicherer Flexibilität und mehr Platz für die Zehen. Wasserdicht, atmungsaktiv und bequem vom Wanderparkplatz bis zum Gipfelcafé.',
  },
  HB100006: {
    name: 'Canyon Zustiegsschuh',
    description:
      'Halb Wanderschuh, halb Kletterschuh: haftender Gummi und Schnürung bis zur Spitze für felsige Zustiege, Plattenkraxeleien und Klettersteigtage.',
  },
  HB100007: {
    name: 'Winter Trek gefüttert',
    description:
      'Warm, wasserdicht und griffig auf Eis und festem Schnee. 200 g Isolierung halten die Zehen weit unter dem Gefrierpunkt warm, bei Schneeschuhtouren und Winterwanderungen.',
  },
  HB100008: {
    name: 'Ridgewalker Lederstiefel',
    description:
      'Ein klassischer Lederwanderstiefel, von Hand genäht und für Wasserabweisung gewachst. Altert schön und lässt sich für jahrelanges Wandern neu besohlen.',
  },
  HB100009: {
    name: 'Scout Kinder-Wanderstiefel',
    description:
      'Ein robuster, wasserdichter Stiefel für junge Entdecker, mit Klettverschluss, damit kleine Wanderer allein losziehen können. Die Größen sind US-Größen für größere Kinder.',
  },
  JK100001: {
    name: 'Stormbreak 3L Hardshell',
    description:
      'Eine dreilagige wasserdichte Jacke für echtes Unwetter. Verklebte Nähte, eine helmtaugliche Kapuze und Unterarmreißverschlüsse halten Sie bei langen, nassen Aufstiegen außen trocken und innen angenehm.',
  },
  JK100002: {
    name: 'Hearth Daunenparka',
    description:
      'Wärme bis zum Oberschenkel für die kältesten Tage. Verantwortungsvoll gewonnene 700-cuin-Daune, ein wasserabweisendes Obermaterial und eine fleecegefütterte Kapuze machen ihn zum Parka für Winterstädte und gefrorene Wanderparkplätze.',
  },
  JK100003: {
    name: 'Featherlite Windjacke',
    description:
      'Eine hauchleichte winddichte Schicht, die sich in die eigene Brusttasche packen lässt. Ideal für windige Grate, frühe Morgenläufe und überall, wo eine volle Regenjacke zu viel wäre.',
  },
  JK100004: {
    name: 'Thermal Synth Kapuzenjacke',
    description:
      'Synthetische Isolierung, die auch nass wärmt. Als Standplatzjacke, als Schicht an kalten Morgen im Lager oder als Außenschicht an trockenen Wintertagen.',
  },
  JK100005: {
    name: 'Cascade Regenjacke',
    description:
      'Eine zuverlässige 2,5-lagige Regenjacke für Wandern, Reisen und nasses Alltagswetter. Leicht, packbar und vollständig nahtversiegelt, mit einer Schirmkapuze, die den Regen vom Gesicht fernhält.',
  },
  JK100006: {
    name: 'Summit Softshelljacke',
    description:
      'Eine dehnbare, atmungsaktive Softshell für schnelle Tage bei kaltem, trockenem Wetter. Sie blockt den Wind, weist leichten Schnee ab und bewegt sich bei Skitouren und Kraxeleien mit.',
  },
  JK100007: {
    name: 'Ridgeline isolierte Weste',
    description:
      'Wärme am Körper ohne sperrige Ärmel. Eine leichte Daunenweste unter der Hardshell an kalten Morgen oder allein in der Stadt.',
  },
  JK100008: {
    name: 'Expedition Standplatzparka',
    description:
      'Ein enorm warmer, weit geschnittener Standplatzparka für Höhen- und Polartouren. Geschnitten für alle anderen Schichten darunter, mit einer gekammerten Kapuze gegen Triebschnee.',
  },
  JK100009: {
    name: 'Trail Days Anorak',
    description:
      'Ein Anorak mit halbem Reißverschluss, lockerer Passform und großer Kängurutasche. Wasserabweisend, atmungsaktiv und auf dem Campingplatz ebenso zu Hause wie auf dem Wochenmarkt.',
  },
  FL100001: {
    name: 'Basecamp Grid-Fleece',
    description:
      'Ein Fleece mit Gitterstruktur am Rücken, das Wärme speichert und überschüssige Hitze abgibt. Die Zwischenschicht für Wanderungen in der Übergangszeit, kühle Abende und alles dazwischen.',
  },
  FL100002: {
    name: 'Merino 200 Rundhalsshirt',
    description:
      'Eine mittelschwere Basisschicht aus Merinowolle, die auch feucht wärmt und Gerüche von Natur aus hemmt. Tagelang tragbar auf Mehrtagestouren.',
  },
  FL100003: {
    name: 'High Pile Sherpa-Jacke',
    description:
      'Flauschiges Teddyfleece aus Recyclingmaterial im Retroschnitt. Weich, warm und gemacht für Lagerfeuer, Hütten und frische Herbstspaziergänge.',
  },
  FL100004: {
    name: 'Merino 150 Leggings',
    description:
      'Leichte Merino-Leggings für unter die Wanderhose oder Skihose. Weich auf der Haut, atmungsaktiv im Aufstieg und warm am Gipfel.',
  },
  FL100005: {
    name: 'Tech Fleece-Kapuzenpullover',
    description:
      'Ein dehnbarer, eng anliegender Fleece-Hoodie für aktive Tage in der Kälte. Die Sturmhauben-Kapuze passt unter den Helm, die glatte Außenseite lässt sich leicht unter einer Hardshell tragen.',
  },
  FL100006: {
    name: 'Leichtes Funktionsshirt',
    description:
      'Ein schnell trocknendes Funktionsshirt für heiße Wanderungen und Sommerläufe. Leitet Schweiß ab, trocknet in Minuten und bleibt dank natürlicher Geruchshemmung frisch.',
  },
  FL100007: {
    name: 'Alpine Zip-Neck Basisschicht',
    description:
      'Eine mittelschwere Basisschicht mit langem Reißverschluss am Hals zum Lüften bei kalten Skitouren und Winterklettereien. Innen angeraut für Wärme, außen glatt, damit Schichten gleiten.',
  },
  FL100008: {
    name: 'Klassische Fleeceweste',
    description:
      'Eine einfache, warme Fleeceweste unter der Jacke oder über dem Hemd. Strapazierfähig, leicht zu waschen und auf Wegen wie in der Stadt zu Hause.',
  },
  FL100009: {
    name: 'Expedition Merino-Hoodie',
    description:
      'Ein schwerer Merino-Hoodie für die kältesten Touren. Warm genug, um ihn im Lager allein zu tragen, eng genug für unter die Hardshell unterwegs.',
  },
  ...GEAR_DE,
}
