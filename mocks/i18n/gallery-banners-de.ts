import type { TextDictionary } from './types.ts'

/** German texts (de_DE) of the emulator's block gallery, its banners and heroes. */
export const GALLERY_BANNERS_DE: TextDictionary = {
  'Block gallery': 'Block-Galerie',
  'Block gallery | Trailhead Outfitters': 'Block-Galerie | Trailhead Outfitters',
  'Bars and collections': 'Leisten und Kollektionen',
  'Bars and collections | Trailhead Outfitters': 'Leisten und Kollektionen | Trailhead Outfitters',
  'Articles and navigation': 'Artikel und Navigation',
  'Articles and navigation | Trailhead Outfitters': 'Artikel und Navigation | Trailhead Outfitters',
  Dialogs: 'Dialoge',
  'Dialogs | Trailhead Outfitters': 'Dialoge | Trailhead Outfitters',
  'Personalised sections': 'Personalisierte Bereiche',
  'Personalised sections | Trailhead Outfitters': 'Personalisierte Bereiche | Trailhead Outfitters',
  'A part of the block gallery: a few blocks, as editors can compose them.':
    'Ein Teil der Block-Galerie: einige Blöcke, wie Redakteure sie zusammenstellen können.',
  '<p>A part of the block gallery.</p>': '<p>Ein Teil der Block-Galerie.</p>',
  'Every content block, in every variant, as editors can compose them.':
    'Jeder Inhaltsblock in jeder Variante, so wie Redakteure sie zusammenstellen können.',
  '<p>Every block editors can place on a page, in each of its variants: banners and heroes, cards, collections and carousels, bars, articles and navigation, video, dialogs and recommendations.</p>':
    '<p>Jeder Block, den Redakteure auf einer Seite platzieren können, in jeder seiner Varianten: Banner und Hero-Bereiche, Karten, Kollektionen und Karussells, Leisten, Artikel und Navigation, Video, Dialoge und Empfehlungen.</p>',
  'Summit Series launch': 'Start der Summit Series',
  'Summit Series': 'Summit Series',
  'New for fall': 'Neu im Herbst',
  'Built for the last thousand metres': 'Gebaut für die letzten tausend Höhenmeter',
  'Expedition shells, down and boots, tested on the ridgelines of the Alps.':
    'Expeditionsjacken, Daune und Stiefel, getestet auf den Graten der Alpen.',
  'Two climbers on a snowy ridge at first light':
    'Zwei Bergsteiger auf einem verschneiten Grat im ersten Licht',
  'Photo: Aiguille du Midi, Chamonix': 'Foto: Aiguille du Midi, Chamonix',
  'Outdoor Gear Award 2025 winner': 'Gewinner des Outdoor Gear Award 2025',
  'Shop the shells': 'Jacken ansehen',
  'Meet the athletes': 'Die Athleten kennenlernen',
  'Trail running week': 'Trailrunning-Woche',
  'Trail week': 'Trail-Woche',
  '<p>Run the <strong>long way</strong> home</p>':
    '<p>Nehmen Sie den <strong>langen Weg</strong> nach Hause</p>',
  '<p>Grippy, light and <em>ready for mud</em>: this season’s trail shoes.</p>':
    '<p>Griffig, leicht und <em>bereit für Matsch</em>: die Trailschuhe dieser Saison.</p>',
  'A runner crossing a mossy forest trail': 'Ein Läufer auf einem moosigen Waldweg',
  '<p>Members get <a href="/xplr-pass">double XPLR points</a> all week.</p>':
    '<p>Mitglieder erhalten die ganze Woche <a href="/xplr-pass">doppelte XPLR-Punkte</a>.</p>',
  'Shop trail shoes': 'Trailschuhe ansehen',
  '<p>Offer ends Sunday at midnight.</p>': '<p>Angebot endet am Sonntag um Mitternacht.</p>',
  'Boots and socks': 'Stiefel und Socken',
  'Break them in, not down': 'Einlaufen, nicht auslaufen',
  'Waterproof leather boots and merino socks, made to go the distance together.':
    'Wasserdichte Lederstiefel und Merinosocken, gemacht, um gemeinsam weit zu gehen.',
  'Leather hiking boots on a scree slope': 'Lederne Wanderstiefel auf einem Geröllhang',
  'Merino socks drying by a campfire': 'Merinosocken, die an einem Lagerfeuer trocknen',
  'Shop hiking boots': 'Wanderstiefel ansehen',
  'Shop socks': 'Socken ansehen',
  'Stormbreak shell': 'Stormbreak Hardshell',
  'Staff pick': 'Tipp aus dem Team',
  'Three-layer waterproofing at 340 grams. Pack it, forget it, thank it later.':
    'Dreilagiger Wetterschutz mit 340 Gramm. Einpacken, vergessen, später dankbar sein.',
  'Waves breaking on a rocky coast under dark clouds':
    'Wellen brechen an einer felsigen Küste unter dunklen Wolken',
  'Stormbreak 3L Shell in moss green': 'Stormbreak 3L Hardshell in Moosgrün',
  'Shop the shell': 'Jacke ansehen',
  'Campfire stories': 'Lagerfeuergeschichten',
  'Stay out after dark': 'Bleiben Sie nach Einbruch der Dunkelheit draußen',
  'Insulated layers and lanterns for the long evenings at camp.':
    'Isolierende Schichten und Laternen für lange Abende im Camp.',
  'Friends around a campfire beside a lake at dusk':
    'Freunde um ein Lagerfeuer an einem See in der Dämmerung',
  'Shop warm layers': 'Warme Schichten ansehen',
  'Packs for every day': 'Rucksäcke für jeden Tag',
  'One pack, every trail': 'Ein Rucksack für jeden Trail',
  'A daypack resting on a rock above an alpine lake': 'Ein Tagesrucksack auf einem Felsen über einem Bergsee',
  'Not shown: the caption is off': 'Nicht angezeigt: Die Bildunterschrift ist ausgeschaltet',
  'Gift guide': 'Geschenkideen',
  'Gifts for the ones who go': 'Geschenke für alle, die losziehen',
  'A wrapped gift on a cabin porch in the snow':
    'Ein verpacktes Geschenk auf der Veranda einer Hütte im Schnee',
  'Order by December 18 for delivery before the holidays.':
    'Bestellen Sie bis zum 18. Dezember für eine Lieferung vor den Feiertagen.',
  'Shop gift cards': 'Geschenkkarten ansehen',
  'Hikers crossing a meadow of wildflowers': 'Wanderer überqueren eine Wiese voller Wildblumen',
  'Spring into the hills': 'Im Frühling in die Berge',
  'Light layers and breathable boots for the first warm days.':
    'Leichte Schichten und atmungsaktive Stiefel für die ersten warmen Tage.',
  'Shop boots': 'Stiefel ansehen',
  'Shop layers': 'Schichten ansehen',
  'Photo: Brecon Beacons, Wales': 'Foto: Brecon Beacons, Wales',
  'A canyon glowing orange at dusk': 'Ein Canyon leuchtet orange in der Dämmerung',
  '<p>Where the <em>trail</em> ends, the story starts</p>':
    '<p>Wo der <em>Trail</em> endet, beginnt die Geschichte</p>',
  'A lit tent under the Milky Way': 'Ein beleuchtetes Zelt unter der Milchstraße',
  'Expedition collection': 'Expeditionskollektion',
  'Sleep warm at 4,000 metres': 'Warm schlafen auf 4.000 Metern',
  'Four-season tents and down bags rated to −20 °C.':
    'Vier-Jahreszeiten-Zelte und Daunenschlafsäcke bis −20 °C.',
  'Photo: Atacama, Chile': 'Foto: Atacama, Chile',
  'Shop tents': 'Zelte ansehen',
  'Try one in store': 'In der Filiale ausprobieren',
  'A kayaker on a still fjord': 'Ein Kajakfahrer auf einem stillen Fjord',
  'Paddle season is here': 'Die Paddelsaison ist da',
  'Dry bags': 'Packsäcke',
  'Paddle jackets': 'Paddeljacken',
  'A tent being pitched in strong wind': 'Ein Zelt wird bei starkem Wind aufgebaut',
  'Pitched in 90 seconds. In a gale.': 'In 90 Sekunden aufgebaut. Im Sturm.',
  'Shop the Storm Dome': 'Storm Dome ansehen',
  'Hands patching a jacket at a repair bench': 'Hände flicken eine Jacke an einer Reparaturwerkbank',
  'Repair, don’t replace': 'Reparieren statt ersetzen',
  'Free repairs for life': 'Kostenlose Reparaturen ein Leben lang',
  '<p>Bring any of our jackets to a store and we will patch, re-proof or re-zip it. <a href="/help/contact-us">Ask us how</a>.</p>':
    '<p>Bringen Sie jede unserer Jacken in eine Filiale, und wir flicken sie, imprägnieren sie neu oder ersetzen den Reißverschluss. <a href="/help/contact-us">Fragen Sie uns, wie es geht</a>.</p>',
  'Find a repair desk': 'Reparaturtheke finden',
  'Two children running down a forest trail': 'Zwei Kinder rennen einen Waldweg hinunter',
  'Little legs, big adventures': 'Kleine Beine, große Abenteuer',
  'Kids’ boots with room to grow, in sizes 10 to 6.':
    'Kinderstiefel mit Platz zum Wachsen, in den US-Größen 10 bis 6.',
  'Shop kids’ boots': 'Kinderstiefel ansehen',
  'XPLR Pass members ship free, always': 'XPLR Pass-Mitglieder erhalten immer kostenlosen Versand',
  'Join in a minute; earn points on every order.':
    'In einer Minute beitreten; bei jeder Bestellung Punkte sammeln.',
  'A stone mountain hut in the rain': 'Eine steinerne Berghütte im Regen',
  'Field notes': 'Notizen aus dem Gelände',
  'Three days, one bothy, no dry socks': 'Drei Tage, eine Schutzhütte, keine trockenen Socken',
  '<p>Our product team spent a wet weekend in the Cairngorms testing next season’s rain shells.</p>':
    '<p>Unser Produktteam hat ein nasses Wochenende in den Cairngorms verbracht und die Regenjacken der nächsten Saison getestet.</p>',
  'Read the field notes': 'Die Notizen lesen',
  '<p>About a 6 minute read.</p>': '<p>Etwa 6 Minuten Lesezeit.</p>',
  'Trail running shoes on a rock': 'Trailschuhe auf einem Felsen',
  'New trail runners': 'Neue Trailschuhe',
  'Grip for every surface': 'Grip auf jedem Untergrund',
  'Shop now': 'Jetzt einkaufen',
  'A gift card tucked into a mitten': 'Eine Geschenkkarte in einem Fäustling',
  'Not sure what they need?': 'Sie wissen nicht, was sie brauchen?',
  'Digital gift cards arrive in minutes.': 'Digitale Geschenkkarten kommen in wenigen Minuten an.',
  'Send a gift card': 'Geschenkkarte verschicken',
  'Jackets on a rack': 'Jacken auf einem Kleiderständer',
  'End of season sale': 'Sale zum Saisonende',
  'Up to 40% off last season’s colours.': 'Bis zu 40 % Rabatt auf die Farben der letzten Saison.',
  'Not shown': 'Nicht angezeigt',
  'Waxing a pair of leather boots': 'Ein Paar Lederstiefel wird gewachst',
  'How to care for leather boots': 'So pflegen Sie Lederstiefel',
  'Clean, dry, wax: ten minutes that add years to your boots.':
    'Reinigen, trocknen, wachsen: zehn Minuten, die Ihren Stiefeln Jahre schenken.',
  'Volunteers building a stone trail step': 'Freiwillige bauen eine Steinstufe in einen Wanderweg',
  'We give 1% to trail conservation': 'Wir geben 1 % für den Erhalt von Wanderwegen',
  'Read about the trails we helped rebuild this year.':
    'Lesen Sie, welche Wege wir dieses Jahr mit wiederaufgebaut haben.',
  'Base, mid and shell layers laid out on a rock':
    'Basis-, Mittel- und Außenschicht auf einem Felsen ausgelegt',
  'Layering, explained': 'Das Zwiebelprinzip erklärt',
  'Base layers': 'Basisschichten',
  'Fleece and mid layers': 'Fleece und Mittelschichten',
  Shells: 'Hardshells',
  'A store guide helping a shopper try on boots':
    'Eine Beraterin hilft einer Kundin in der Filiale beim Anprobieren von Stiefeln',
  'Need a hand?': 'Brauchen Sie Hilfe?',
  'A long ridge walk under a clear sky': 'Eine lange Gratwanderung unter klarem Himmel',
}
