import type { TextDictionary } from './types.ts'

/** German texts (de_DE) of the emulator's category pages, the size-help fragment and product content: whole English texts, rich text as whole HTML. */
export const CATEGORY_PAGES_DE: TextDictionary = {
  'Footwear: running shoes and hiking boots | Trailhead Outfitters':
    'Schuhe: Laufschuhe und Wanderstiefel | Trailhead Outfitters',
  '<h2>How to choose</h2><p>Pick <strong>running shoes</strong> by terrain: smooth soles for the road, deep lugs for the trail. For <strong>hiking boots</strong>, think about load and weather: a waterproof mid-cut boot suits most hikers.</p><p>Not sure about size? <a href="/help/contact-us">Ask our fitting team</a> or visit a <a href="/store-locator">store near you</a>.</p>':
    '<h2>Die richtige Wahl</h2><p>Wählen Sie <strong>Laufschuhe</strong> nach dem Untergrund: glatte Sohlen für die Straße, tiefes Profil für den Trail. Bei <strong>Wanderstiefeln</strong> zählen Last und Wetter: Ein wasserdichter halbhoher Stiefel passt für die meisten Wanderer.</p><p>Unsicher bei der Größe? <a href="/help/contact-us">Fragen Sie unser Anpassungsteam</a> oder besuchen Sie eine <a href="/store-locator">Filiale in Ihrer Nähe</a>.</p>',
  'Running Shoes | Trailhead Outfitters': 'Laufschuhe | Trailhead Outfitters',
  'Light, cushioned and grippy: road and trail shoes for every pace and every distance.':
    'Leicht, gedämpft und griffig: Straßen- und Trailschuhe für jedes Tempo und jede Distanz.',
  '<p>Light, cushioned and grippy: road and trail shoes for every pace and every distance.</p>':
    '<p>Leicht, gedämpft und griffig: Straßen- und Trailschuhe für jedes Tempo und jede Distanz.</p>',
  'Hiking Boots | Trailhead Outfitters': 'Wanderstiefel | Trailhead Outfitters',
  'Waterproof boots with support that lasts from the first switchback to the summit.':
    'Wasserdichte Stiefel mit einem Halt, der von der ersten Kehre bis zum Gipfel anhält.',
  '<p>Waterproof boots with support that lasts from the first switchback to the summit.</p>':
    '<p>Wasserdichte Stiefel mit einem Halt, der von der ersten Kehre bis zum Gipfel anhält.</p>',
  'Apparel | Trailhead Outfitters': 'Bekleidung | Trailhead Outfitters',
  'Layers for every season, tested on the trail.': 'Schichten für jede Jahreszeit, im Gelände getestet.',
  '<p>Layers for every season, tested on the trail.</p>':
    '<p>Schichten für jede Jahreszeit, im Gelände getestet.</p>',
  'Jackets | Trailhead Outfitters': 'Jacken | Trailhead Outfitters',
  'Shells, insulated jackets and packable layers that shrug off wind, rain and snow.':
    'Hardshells, isolierte Jacken und verstaubare Schichten, die Wind, Regen und Schnee trotzen.',
  '<p>Shells, insulated jackets and packable layers that shrug off wind, rain and snow.</p>':
    '<p>Hardshells, isolierte Jacken und verstaubare Schichten, die Wind, Regen und Schnee trotzen.</p>',
  'Fleece & Base Layers | Trailhead Outfitters': 'Fleece & Basisschichten | Trailhead Outfitters',
  'Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.':
    'Warme Fleecejacken und Basisschichten aus Merino, die beim Aufstieg atmen und Sie am Gipfel warm halten.',
  '<p>Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.</p>':
    '<p>Warme Fleecejacken und Basisschichten aus Merino, die beim Aufstieg atmen und Sie am Gipfel warm halten.</p>',
  'Gear | Trailhead Outfitters': 'Ausrüstung | Trailhead Outfitters',
  'Tents, packs and the small essentials for nights out.':
    'Zelte, Rucksäcke und die kleinen Dinge, die man für Nächte draußen braucht.',
  '<p>Tents, packs and the small essentials for nights out.</p>':
    '<p>Zelte, Rucksäcke und die kleinen Dinge, die man für Nächte draußen braucht.</p>',
  'Tents & Packs | Trailhead Outfitters': 'Zelte & Rucksäcke | Trailhead Outfitters',
  'Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.':
    'Zelte für schnelle Übernachtungen und Familien-Basislager, dazu Rucksäcke vom Tagesrucksack bis zum Expeditionsrucksack.',
  '<p>Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.</p>':
    '<p>Zelte für schnelle Übernachtungen und Familien-Basislager, dazu Rucksäcke vom Tagesrucksack bis zum Expeditionsrucksack.</p>',
  'Accessories | Trailhead Outfitters': 'Zubehör | Trailhead Outfitters',
  'Bottles, headlamps, beanies and gloves: the small things that make a big day better.':
    'Flaschen, Stirnlampen, Mützen und Handschuhe: die kleinen Dinge, die einen großen Tag besser machen.',
  '<p>Bottles, headlamps, beanies and gloves: the small things that make a big day better.</p>':
    '<p>Flaschen, Stirnlampen, Mützen und Handschuhe: die kleinen Dinge, die einen großen Tag besser machen.</p>',
  'Gift Cards | Trailhead Outfitters': 'Geschenkkarten | Trailhead Outfitters',
  'The gift of the outdoors, in any amount.': 'Schenken Sie Natur, in jedem beliebigen Betrag.',
  '<p>The gift of the outdoors, in any amount.</p>': '<p>Schenken Sie Natur, in jedem beliebigen Betrag.</p>',
  'Digital Gift Cards | Trailhead Outfitters': 'Digitale Geschenkkarten | Trailhead Outfitters',
  'Delivered by email within minutes and redeemable online and in every store.':
    'Innerhalb weniger Minuten per E-Mail zugestellt und online und in jeder Filiale einlösbar.',
  '<p>Delivered by email within minutes and redeemable online and in every store.</p>':
    '<p>Innerhalb weniger Minuten per E-Mail zugestellt und online und in jeder Filiale einlösbar.</p>',
  '<p>Between sizes? Go up half a size for hiking boots. <a href="/help/contact-us">Ask our fitting team</a>.</p>':
    '<p>Zwischen zwei Größen? Wählen Sie bei Wanderstiefeln eine halbe Größe mehr. <a href="/help/contact-us">Fragen Sie unser Anpassungsteam</a>.</p>',
  'Tempo Trail Runner | Trailhead Outfitters': 'Tempo Trail-Laufschuh | Trailhead Outfitters',
  'Built for mixed terrain.': 'Gemacht für gemischtes Gelände.',
  'Made for mixed terrain': 'Gemacht für gemischtes Gelände',
  '<p>An 8 mm drop, a rock plate under the forefoot and lugs that shed mud: the Tempo Trail Runner goes from the road to the ridge without a change of shoes.</p>':
    '<p>8 mm Sprengung, eine Steinschutzplatte unter dem Vorfuß und Stollen, die Schlamm abwerfen: Der Tempo Trail-Laufschuh läuft von der Straße bis auf den Grat, ohne dass Sie die Schuhe wechseln müssen.</p>',
  '<p>Upper from 50% recycled polyester</p>': '<p>Obermaterial aus 50 % recyceltem Polyester</p>',
  'Hearth Down Parka | Trailhead Outfitters': 'Hearth Daunenparka | Trailhead Outfitters',
  'Warm to minus twenty.': 'Warm bis minus zwanzig Grad.',
  'Complete the look': 'Komplettieren Sie den Look',
  'Basecamp Grid Fleece, Sage': 'Basecamp Grid-Fleece, Salbeigrün',
  'Heritage Wool Blanket, Rust': 'Heritage Wolldecke, Rost',
  'Merino Cuff Beanie, Ochre': 'Merino-Mütze mit Umschlag, Ocker',
  'Alpine Ridge GTX, Black': 'Alpine Ridge GTX, Schwarz',
  'Merino 200 Crew, Black': 'Merino 200 Rundhalsshirt, Schwarz',
}
