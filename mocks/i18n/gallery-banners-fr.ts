import type { TextDictionary } from './types.ts'

/** French texts (fr_FR and fr_CA) of the emulator's block gallery, its banners and heroes. */
export const GALLERY_BANNERS_FR: TextDictionary = {
  'Block gallery': 'Galerie de blocs',
  'Block gallery | Trailhead Outfitters': 'Galerie de blocs | Trailhead Outfitters',
  'Bars and collections': 'Barres et collections',
  'Bars and collections | Trailhead Outfitters': 'Barres et collections | Trailhead Outfitters',
  'Articles and navigation': 'Articles et navigation',
  'Articles and navigation | Trailhead Outfitters': 'Articles et navigation | Trailhead Outfitters',
  Dialogs: 'Boîtes de dialogue',
  'Dialogs | Trailhead Outfitters': 'Boîtes de dialogue | Trailhead Outfitters',
  'Personalised sections': 'Sections personnalisées',
  'Personalised sections | Trailhead Outfitters': 'Sections personnalisées | Trailhead Outfitters',
  'A part of the block gallery: a few blocks, as editors can compose them.':
    'Une partie de la galerie de blocs : quelques blocs, tels que les rédacteurs peuvent les composer.',
  '<p>A part of the block gallery.</p>': '<p>Une partie de la galerie de blocs.</p>',
  'Every content block, in every variant, as editors can compose them.':
    'Chaque bloc de contenu, dans chacune de ses variantes, tel que les rédacteurs peuvent les composer.',
  '<p>Every block editors can place on a page, in each of its variants: banners and heroes, cards, collections and carousels, bars, articles and navigation, video, dialogs and recommendations.</p>':
    '<p>Chaque bloc que les rédacteurs peuvent placer sur une page, dans chacune de ses variantes : bannières et visuels principaux, cartes, collections et carrousels, barres, articles et navigation, vidéo, boîtes de dialogue et recommandations.</p>',
  'Summit Series launch': 'Lancement de la Summit Series',
  'Summit Series': 'Summit Series',
  'New for fall': 'Nouveau cet automne',
  'Built for the last thousand metres': 'Conçu pour les mille derniers mètres',
  'Expedition shells, down and boots, tested on the ridgelines of the Alps.':
    'Vestes d’expédition, duvet et chaussures, testés sur les arêtes des Alpes.',
  'Two climbers on a snowy ridge at first light':
    'Deux alpinistes sur une arête enneigée aux premières lueurs',
  'Photo: Aiguille du Midi, Chamonix': 'Photo : Aiguille du Midi, Chamonix',
  'Outdoor Gear Award 2025 winner': 'Lauréat de l’Outdoor Gear Award 2025',
  'Shop the shells': 'Voir les vestes',
  'Meet the athletes': 'Rencontrer les athlètes',
  'Trail running week': 'Semaine du trail',
  'Trail week': 'Semaine trail',
  '<p>Run the <strong>long way</strong> home</p>':
    '<p>Rentrez par le <strong>chemin des écoliers</strong></p>',
  '<p>Grippy, light and <em>ready for mud</em>: this season’s trail shoes.</p>':
    '<p>Accrocheuses, légères et <em>prêtes pour la boue</em> : les chaussures de trail de la saison.</p>',
  'A runner crossing a mossy forest trail': 'Un coureur traversant un sentier forestier couvert de mousse',
  '<p>Members get <a href="/xplr-pass">double XPLR points</a> all week.</p>':
    '<p>Les membres cumulent <a href="/xplr-pass">deux fois plus de points XPLR</a> toute la semaine.</p>',
  'Shop trail shoes': 'Voir les chaussures de trail',
  '<p>Offer ends Sunday at midnight.</p>': '<p>Offre valable jusqu’à dimanche minuit.</p>',
  'Boots and socks': 'Chaussures et chaussettes',
  'Break them in, not down': 'Faites-les à votre pied, pas l’inverse',
  'Waterproof leather boots and merino socks, made to go the distance together.':
    'Des chaussures en cuir imperméables et des chaussettes en mérinos, faites pour aller loin ensemble.',
  'Leather hiking boots on a scree slope': 'Des chaussures de randonnée en cuir sur un pierrier',
  'Merino socks drying by a campfire': 'Des chaussettes en mérinos qui sèchent près d’un feu de camp',
  'Shop hiking boots': 'Voir les chaussures de randonnée',
  'Shop socks': 'Voir les chaussettes',
  'Stormbreak shell': 'Veste Stormbreak',
  'Staff pick': 'Coup de cœur de l’équipe',
  'Three-layer waterproofing at 340 grams. Pack it, forget it, thank it later.':
    'Une imperméabilité trois couches pour 340 grammes. Rangez-la, oubliez-la, vous la remercierez plus tard.',
  'Waves breaking on a rocky coast under dark clouds':
    'Des vagues qui se brisent sur une côte rocheuse sous des nuages sombres',
  'Stormbreak 3L Shell in moss green': 'Veste Stormbreak 3 couches, vert mousse',
  'Shop the shell': 'Voir la veste',
  'Campfire stories': 'Histoires au coin du feu',
  'Stay out after dark': 'Restez dehors après la tombée de la nuit',
  'Insulated layers and lanterns for the long evenings at camp.':
    'Des couches isolantes et des lanternes pour les longues soirées au camp.',
  'Friends around a campfire beside a lake at dusk':
    'Des amis autour d’un feu de camp au bord d’un lac au crépuscule',
  'Shop warm layers': 'Voir les couches chaudes',
  'Packs for every day': 'Des sacs pour tous les jours',
  'One pack, every trail': 'Un sac, tous les sentiers',
  'A daypack resting on a rock above an alpine lake':
    'Un sac de journée posé sur un rocher au-dessus d’un lac alpin',
  'Not shown: the caption is off': 'Non affiché : la légende est désactivée',
  'Gift guide': 'Guide des cadeaux',
  'Gifts for the ones who go': 'Des cadeaux pour celles et ceux qui partent',
  'A wrapped gift on a cabin porch in the snow': 'Un cadeau emballé sur le porche d’un chalet sous la neige',
  'Order by December 18 for delivery before the holidays.':
    'Commandez avant le 18 décembre pour une livraison avant les fêtes.',
  'Shop gift cards': 'Voir les cartes-cadeaux',
  'Hikers crossing a meadow of wildflowers': 'Des randonneurs traversant une prairie de fleurs sauvages',
  'Spring into the hills': 'Le printemps dans les collines',
  'Light layers and breathable boots for the first warm days.':
    'Des couches légères et des chaussures respirantes pour les premiers beaux jours.',
  'Shop boots': 'Voir les chaussures',
  'Shop layers': 'Voir les couches',
  'Photo: Brecon Beacons, Wales': 'Photo : Brecon Beacons, pays de Galles',
  'A canyon glowing orange at dusk': 'Un canyon aux reflets orange au crépuscule',
  '<p>Where the <em>trail</em> ends, the story starts</p>':
    '<p>Là où le <em>sentier</em> s’arrête, l’histoire commence</p>',
  'A lit tent under the Milky Way': 'Une tente éclairée sous la Voie lactée',
  'Expedition collection': 'Collection expédition',
  'Sleep warm at 4,000 metres': 'Dormir au chaud à 4 000 mètres',
  'Four-season tents and down bags rated to −20 °C.':
    'Des tentes quatre saisons et des sacs en duvet jusqu’à −20 °C.',
  'Photo: Atacama, Chile': 'Photo : Atacama, Chili',
  'Shop tents': 'Voir les tentes',
  'Try one in store': 'Essayer en magasin',
  'A kayaker on a still fjord': 'Un kayakiste sur un fjord calme',
  'Paddle season is here': 'La saison de la pagaie est arrivée',
  'Dry bags': 'Sacs étanches',
  'Paddle jackets': 'Vestes de pagaie',
  'A tent being pitched in strong wind': 'Une tente montée par grand vent',
  'Pitched in 90 seconds. In a gale.': 'Montée en 90 secondes. En pleine tempête.',
  'Shop the Storm Dome': 'Voir la Storm Dome',
  'Hands patching a jacket at a repair bench': 'Des mains qui rapiècent une veste à l’atelier de réparation',
  'Repair, don’t replace': 'Réparer plutôt que remplacer',
  'Free repairs for life': 'Réparations gratuites à vie',
  '<p>Bring any of our jackets to a store and we will patch, re-proof or re-zip it. <a href="/help/contact-us">Ask us how</a>.</p>':
    '<p>Apportez n’importe laquelle de nos vestes en magasin : nous la rapiéçons, la réimperméabilisons ou changeons sa fermeture. <a href="/help/contact-us">Demandez-nous comment</a>.</p>',
  'Find a repair desk': 'Trouver un atelier de réparation',
  'Two children running down a forest trail': 'Deux enfants qui dévalent un sentier forestier',
  'Little legs, big adventures': 'Petites jambes, grandes aventures',
  'Kids’ boots with room to grow, in sizes 10 to 6.':
    'Des chaussures pour enfants avec de la marge pour grandir, du 10 au 6 US.',
  'Shop kids’ boots': 'Voir les chaussures pour enfants',
  'XPLR Pass members ship free, always': 'Les membres XPLR Pass sont toujours livrés gratuitement',
  'Join in a minute; earn points on every order.':
    'Adhérez en une minute ; cumulez des points à chaque commande.',
  'A stone mountain hut in the rain': 'Un refuge de montagne en pierre sous la pluie',
  'Field notes': 'Carnets de terrain',
  'Three days, one bothy, no dry socks': 'Trois jours, un refuge, pas une chaussette sèche',
  '<p>Our product team spent a wet weekend in the Cairngorms testing next season’s rain shells.</p>':
    '<p>Notre équipe produit a passé un week-end pluvieux dans les Cairngorms à tester les vestes de pluie de la saison prochaine.</p>',
  'Read the field notes': 'Lire les carnets de terrain',
  '<p>About a 6 minute read.</p>': '<p>Environ 6 minutes de lecture.</p>',
  'Trail running shoes on a rock': 'Des chaussures de trail sur un rocher',
  'New trail runners': 'Nouvelles chaussures de trail',
  'Grip for every surface': 'De l’accroche sur tous les terrains',
  'Shop now': 'Acheter',
  'A gift card tucked into a mitten': 'Une carte-cadeau glissée dans une moufle',
  'Not sure what they need?': 'Vous ne savez pas ce qu’il leur faut ?',
  'Digital gift cards arrive in minutes.': 'Les cartes-cadeaux numériques arrivent en quelques minutes.',
  'Send a gift card': 'Envoyer une carte-cadeau',
  'Jackets on a rack': 'Des vestes sur un portant',
  'End of season sale': 'Soldes de fin de saison',
  'Up to 40% off last season’s colours.': 'Jusqu’à 40 % de réduction sur les coloris de la saison passée.',
  'Not shown': 'Non affiché',
  'Waxing a pair of leather boots': 'Le cirage d’une paire de chaussures en cuir',
  'How to care for leather boots': 'Comment entretenir des chaussures en cuir',
  'Clean, dry, wax: ten minutes that add years to your boots.':
    'Nettoyer, sécher, cirer : dix minutes qui ajoutent des années à vos chaussures.',
  'Volunteers building a stone trail step': 'Des bénévoles construisant une marche de sentier en pierre',
  'We give 1% to trail conservation': 'Nous reversons 1 % à la préservation des sentiers',
  'Read about the trails we helped rebuild this year.':
    'Découvrez les sentiers que nous avons aidé à restaurer cette année.',
  'Base, mid and shell layers laid out on a rock':
    'Première couche, couche intermédiaire et veste étalées sur un rocher',
  'Layering, explained': 'Les couches, expliquées',
  'Base layers': 'Premières couches',
  'Fleece and mid layers': 'Polaires et couches intermédiaires',
  Shells: 'Vestes imperméables',
  'A store guide helping a shopper try on boots':
    'Un conseiller en magasin aidant un client à essayer des chaussures',
  'Need a hand?': 'Besoin d’aide ?',
  'A long ridge walk under a clear sky': 'Une longue marche sur une crête sous un ciel dégagé',
}
