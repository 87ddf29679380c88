import type { ProductText } from './types.ts'

const GIFT =
  'Innerhalb weniger Minuten per E-Mail an Sie oder direkt an die beschenkte Person zugestellt, mit Ihrer persönlichen Nachricht. Online und in jeder Filiale einlösbar, ohne Ablaufdatum.'

/** German names and descriptions of tents, packs, accessories and gift cards, by product id. */
export const GEAR_DE: Record<string, ProductText> = {
  TP100001: {
    name: 'Ridgeline Tagesrucksack 28',
    description:
      'Ein bequemer, belüfteter Tagesrucksack für Wanderungen von einer Stunde bis zum ganzen Tag. Der gespannte Netzrücken lässt Luft zirkulieren, die Muschelöffnung macht alles leicht auffindbar.',
  },
  TP100002: {
    name: 'Trailhead 2 Trekkingzelt',
    description:
      'Ein freistehendes Trekkingzelt mit zwei Eingängen und zwei Apsiden, damit niemand über den anderen klettern muss. Bei Regen zuerst mit dem Außenzelt aufgebaut und in der Zwei-Personen-Größe unter zwei Kilo schwer.',
  },
  TP100003: {
    name: 'Summit 45 Rucksack',
    description:
      'Ein Alpinrucksack für Klettertouren mit Übernachtung und schnelle Mehrtagestouren. Ein schlankes Profil ohne Hängenbleiben, mit Halterungen für Eisgeräte und Steigeisen und abnehmbarem Deckel, um Gewicht zu sparen.',
  },
  TP100004: {
    name: 'Basecamp 6 Familienzelt',
    description:
      'Stehhöhe und Platz für die ganze Familie. Zwei Kabinen, ein überdachter Vorraum für schlammige Stiefel und große Netzfenster für warme Sommernächte.',
  },
  TP100005: {
    name: 'Featherweight 1 Zelt',
    description:
      'Ein ultraleichtes Einpersonenzelt, das mit Ihren Trekkingstöcken aufgebaut wird. Unter 800 Gramm für lange Weitwanderungen, bei denen jedes Gramm zählt.',
  },
  TP100006: {
    name: 'Traverse 65 Trekkingrucksack',
    description:
      'Ein Lastenträger für einwöchige Touren. Das verstellbare Rückensystem und der dicke Hüftgurt tragen schwere Lasten bequem, der U-Reißverschluss vorn öffnet den ganzen Rucksack wie einen Koffer.',
  },
  TP100007: {
    name: 'Commuter 20 Rucksack',
    description:
      'Ein aufgeräumter Alltagsrucksack mit gepolstertem Laptopfach und trailtauglichem Tragesystem. Trägt unter der Woche Ihren Arbeitsweg und am Wochenende Ihr Picknick.',
  },
  TP100008: {
    name: 'Storm Dome 3 Zelt',
    description:
      'Ein Vierjahreszeiten-Kuppelzelt für Wind und Schnee. Gekreuzte Stangen und ein bis zum Boden reichendes Außenzelt trotzen Bergstürmen auf Wintercamps und Expeditionen.',
  },
  TP100009: {
    name: 'Trailrunning-Weste 12',
    description:
      'Eine eng anliegende Laufweste mit Softflasks vorn und Platz für Schichten und Snacks. Wippt auch auf den steilsten Abstiegen nicht.',
  },
  AC100001: {
    name: 'Isolierte Trinkflasche',
    description:
      'Eine doppelwandige Stahlflasche, die Getränke 24 Stunden kalt und 12 Stunden heiß hält. Ein auslaufsicherer Deckel mit Trageschlaufe lässt sich am Rucksack befestigen.',
  },
  AC100002: {
    name: 'Beacon 400 Stirnlampe',
    description:
      'Eine wiederaufladbare Stirnlampe mit 400 Lumen für frühe Starts und späte Ankünfte. Der rote Nachtmodus schont Ihre Nachtsicht im Lager, die Sperre verhindert das Einschalten im Rucksack.',
  },
  AC100003: {
    name: 'Merino-Mütze mit Umschlag',
    description:
      'Eine weiche, warme Merinomütze mit Umschlag. Atmungsaktiv in Bewegung und warm in der Pause, ohne zu kratzen.',
  },
  AC100004: {
    name: 'Alpine Touch Handschuhe',
    description:
      'Winddichte Softshell-Handschuhe mit Touchscreen-Fingerspitzen und griffiger Handfläche. Warm genug für Winterspaziergänge, fingerfertig genug für die Kamera.',
  },
  AC100005: {
    name: 'Carbon-Trekkingstöcke',
    description:
      'Leichte, steife Carbonstöcke, die sich dreifach zusammenlegen lassen. Korkgriffe bleiben in warmen Händen angenehm, der Schnellverschluss passt die Länge in Sekunden an.',
  },
  AC100006: {
    name: 'Trail-Socken 3er-Pack',
    description:
      'Gepolsterte Wandersocken aus Merinomischung im günstigen Dreierpack. Gezielte Polsterung an Ferse und Zehen, mit einem Netzoberteil, das an warmen Tagen atmet.',
  },
  AC100007: {
    name: 'Sonnenhut',
    description:
      'Ein breitkrempiger Sonnenhut mit UPF-50-Schutz und Kinnband für böige Grate. Knautschbar, passt also in jede Tasche.',
  },
  AC100008: {
    name: 'Campingbecher-Set',
    description:
      'Zwei Campingbecher aus emailliertem Stahl im klassischen gesprenkelten Look. Herdtauglich und robust genug für jahrelangen Lagerfeuerkaffee.',
  },
  AC100009: {
    name: 'Heritage Wolldecke',
    description:
      'Eine schwere, gewebte Wolldecke mit traditionellen Streifen. Warm am Lagerfeuer, im Auto und auf dem Sofa. In kleinen Chargen gewebt: diese Saison ausverkauft.',
  },
  GC100001: {
    name: 'Ridgeline Digitale Geschenkkarte',
    description: `Das Geschenk der Natur, für jedes nächste Abenteuer. ${GIFT}`,
  },
  GC100002: {
    name: 'Geschenkkarte Alles Gute zum Geburtstag',
    description: `Geburtstagskerzen auf einem Gipfelkuchen: eine Geschenkkarte für Abenteurer mit einem Jahr mehr auf dem Zähler. ${GIFT}`,
  },
  GC100003: {
    name: 'Geschenkkarte Dankeschön',
    description: `Danke sagen – der Freundin, die den Kocher getragen hat, oder dem Nachbarn, der die Pflanzen gegossen hat. ${GIFT}`,
  },
  GC100004: {
    name: 'Geschenkkarte Festtagsgipfel',
    description: `Verschneite Gipfel unter einem Winterhimmel: das Last-Minute-Geschenk, das immer passt. ${GIFT}`,
  },
  GC100005: {
    name: 'Geschenkkarte Herzlichen Glückwunsch',
    description: `Für Abschlüsse, neue Jobs und erste Marathons: feiern Sie den Meilenstein mit neuer Ausrüstung. ${GIFT}`,
  },
  GC100006: {
    name: 'Geschenkkarte Trailrunning',
    description: `Für alle, die öfter neue Laufschuhe brauchen, als sie zugeben. ${GIFT}`,
  },
  GC100007: {
    name: 'Geschenkkarte Lagerfeuer',
    description: `Sterne, Funken und warmes Licht: ein Geschenk für Campingfans. ${GIFT}`,
  },
  GC100008: {
    name: 'Geschenkkarte Willkommen Baby',
    description: `Begrüßen Sie die kleinsten Entdecker und helfen Sie den Eltern, gemeinsam nach draußen zu kommen. ${GIFT}`,
  },
  GC100009: {
    name: 'Geschenkkarte Bergsee',
    description: `Ein stiller Bergsee im Morgengrauen: ein ruhiges, klassisches Motiv für jeden Anlass. ${GIFT}`,
  },
}
