import type { TextDictionary } from './types.ts'

/** French texts (fr_FR and fr_CA) of the emulator's category pages, the size-help fragment and product content: whole English texts, rich text as whole HTML. */
export const CATEGORY_PAGES_FR: TextDictionary = {
  'Footwear: running shoes and hiking boots | Trailhead Outfitters':
    'Chaussures : chaussures de course et de randonnée | Trailhead Outfitters',
  '<h2>How to choose</h2><p>Pick <strong>running shoes</strong> by terrain: smooth soles for the road, deep lugs for the trail. For <strong>hiking boots</strong>, think about load and weather: a waterproof mid-cut boot suits most hikers.</p><p>Not sure about size? <a href="/help/contact-us">Ask our fitting team</a> or visit a <a href="/store-locator">store near you</a>.</p>':
    '<h2>Comment choisir</h2><p>Choisissez vos <strong>chaussures de course</strong> selon le terrain : semelles lisses pour la route, crampons profonds pour le sentier. Pour les <strong>chaussures de randonnée</strong>, pensez à la charge et à la météo : une chaussure mi-haute imperméable convient à la plupart des randonneurs.</p><p>Un doute sur la taille ? <a href="/help/contact-us">Demandez à notre équipe d’ajustement</a> ou rendez-vous dans un <a href="/store-locator">magasin près de chez vous</a>.</p>',
  'Running Shoes | Trailhead Outfitters': 'Chaussures de course | Trailhead Outfitters',
  'Light, cushioned and grippy: road and trail shoes for every pace and every distance.':
    'Légères, amorties et accrocheuses : des chaussures de route et de trail pour chaque allure et chaque distance.',
  '<p>Light, cushioned and grippy: road and trail shoes for every pace and every distance.</p>':
    '<p>Légères, amorties et accrocheuses : des chaussures de route et de trail pour chaque allure et chaque distance.</p>',
  'Hiking Boots | Trailhead Outfitters': 'Chaussures de randonnée | Trailhead Outfitters',
  'Waterproof boots with support that lasts from the first switchback to the summit.':
    'Des chaussures imperméables dont le maintien dure du premier lacet jusqu’au sommet.',
  '<p>Waterproof boots with support that lasts from the first switchback to the summit.</p>':
    '<p>Des chaussures imperméables dont le maintien dure du premier lacet jusqu’au sommet.</p>',
  'Apparel | Trailhead Outfitters': 'Vêtements | Trailhead Outfitters',
  'Layers for every season, tested on the trail.': 'Des couches pour chaque saison, testées sur le sentier.',
  '<p>Layers for every season, tested on the trail.</p>':
    '<p>Des couches pour chaque saison, testées sur le sentier.</p>',
  'Jackets | Trailhead Outfitters': 'Vestes | Trailhead Outfitters',
  'Shells, insulated jackets and packable layers that shrug off wind, rain and snow.':
    'Vestes imperméables, vestes isolantes et couches compressibles qui résistent au vent, à la pluie et à la neige.',
  '<p>Shells, insulated jackets and packable layers that shrug off wind, rain and snow.</p>':
    '<p>Vestes imperméables, vestes isolantes et couches compressibles qui résistent au vent, à la pluie et à la neige.</p>',
  'Fleece & Base Layers | Trailhead Outfitters': 'Polaires et premières couches | Trailhead Outfitters',
  'Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.':
    'Des polaires chaudes et des premières couches en mérinos qui respirent à la montée et vous gardent au chaud au sommet.',
  '<p>Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.</p>':
    '<p>Des polaires chaudes et des premières couches en mérinos qui respirent à la montée et vous gardent au chaud au sommet.</p>',
  'Gear | Trailhead Outfitters': 'Équipement | Trailhead Outfitters',
  'Tents, packs and the small essentials for nights out.':
    'Tentes, sacs et les petits indispensables pour les nuits dehors.',
  '<p>Tents, packs and the small essentials for nights out.</p>':
    '<p>Tentes, sacs et les petits indispensables pour les nuits dehors.</p>',
  'Tents & Packs | Trailhead Outfitters': 'Tentes et sacs | Trailhead Outfitters',
  'Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.':
    'Des tentes pour les nuits rapides en montagne et les camps de base en famille, et des sacs du sac de journée au sac d’expédition.',
  '<p>Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.</p>':
    '<p>Des tentes pour les nuits rapides en montagne et les camps de base en famille, et des sacs du sac de journée au sac d’expédition.</p>',
  'Accessories | Trailhead Outfitters': 'Accessoires | Trailhead Outfitters',
  'Bottles, headlamps, beanies and gloves: the small things that make a big day better.':
    'Gourdes, lampes frontales, bonnets et gants : les petites choses qui rendent une grande journée meilleure.',
  '<p>Bottles, headlamps, beanies and gloves: the small things that make a big day better.</p>':
    '<p>Gourdes, lampes frontales, bonnets et gants : les petites choses qui rendent une grande journée meilleure.</p>',
  'Gift Cards | Trailhead Outfitters': 'Cartes-cadeaux | Trailhead Outfitters',
  'The gift of the outdoors, in any amount.': 'Offrez le plein air, du montant de votre choix.',
  '<p>The gift of the outdoors, in any amount.</p>': '<p>Offrez le plein air, du montant de votre choix.</p>',
  'Digital Gift Cards | Trailhead Outfitters': 'Cartes-cadeaux numériques | Trailhead Outfitters',
  'Delivered by email within minutes and redeemable online and in every store.':
    'Envoyées par e-mail en quelques minutes, utilisables en ligne et dans tous nos magasins.',
  '<p>Delivered by email within minutes and redeemable online and in every store.</p>':
    '<p>Envoyées par e-mail en quelques minutes, utilisables en ligne et dans tous nos magasins.</p>',
  '<p>Between sizes? Go up half a size for hiking boots. <a href="/help/contact-us">Ask our fitting team</a>.</p>':
    '<p>Entre deux tailles ? Prenez une demi-taille au-dessus pour les chaussures de randonnée. <a href="/help/contact-us">Demandez à notre équipe d’ajustement</a>.</p>',
  'Tempo Trail Runner | Trailhead Outfitters': 'Chaussure de trail Tempo | Trailhead Outfitters',
  'Built for mixed terrain.': 'Conçue pour les terrains variés.',
  'Made for mixed terrain': 'Faite pour les terrains variés',
  '<p>An 8 mm drop, a rock plate under the forefoot and lugs that shed mud: the Tempo Trail Runner goes from the road to the ridge without a change of shoes.</p>':
    '<p>Un drop de 8 mm, une plaque anti-roches sous l’avant-pied et des crampons qui évacuent la boue : la chaussure de trail Tempo passe de la route à la crête sans changer de chaussures.</p>',
  '<p>Upper from 50% recycled polyester</p>': '<p>Tige en polyester recyclé à 50 %</p>',
  'Hearth Down Parka | Trailhead Outfitters': 'Parka en duvet Hearth | Trailhead Outfitters',
  'Warm to minus twenty.': 'Chaude jusqu’à moins vingt.',
  'Complete the look': 'Complétez la tenue',
  'Basecamp Grid Fleece, Sage': 'Polaire Basecamp Grid, Sauge',
  'Heritage Wool Blanket, Rust': 'Couverture en laine Heritage, Rouille',
  'Merino Cuff Beanie, Ochre': 'Bonnet à revers en mérinos, Ocre',
  'Alpine Ridge GTX, Black': 'Alpine Ridge GTX, Noir',
  'Merino 200 Crew, Black': 'T-shirt col rond Mérinos 200, Noir',
}
