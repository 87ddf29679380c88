import type { TextDictionary } from './types.ts'

/** French texts (fr_FR and fr_CA) of the emulator's journal articles, events, the newsletter page and pop-ups: whole English texts, rich text as whole HTML. */
export const STORIES_FR: TextDictionary = {
  'The Trailhead Journal': 'Le Journal Trailhead',
  'The Trailhead Journal | Trailhead Outfitters': 'Le Journal Trailhead | Trailhead Outfitters',
  'Stories, guides and gear care from the people who make and use Trailhead kit.':
    'Récits, guides et entretien du matériel, par celles et ceux qui fabriquent et utilisent l’équipement Trailhead.',
  '<p>Stories from the trail, guides for your next trip and how to keep your kit going for years.</p>':
    '<p>Des récits du sentier, des guides pour votre prochaine sortie et de quoi faire durer votre équipement des années.</p>',
  'Latest stories': 'Derniers récits',
  'Dawn patrol: starting trail running the easy way': 'Sortie à l’aube : débuter le trail en douceur',
  'Dawn patrol: starting trail running the easy way | Trailhead Outfitters':
    'Sortie à l’aube : débuter le trail en douceur | Trailhead Outfitters',
  'Soft ground, slow miles and a flask of coffee: how our team eases road runners onto the trails.':
    'Sol souple, kilomètres tranquilles et thermos de café : comment notre équipe initie les coureurs sur route aux sentiers.',
  '<p>Soft ground, slow miles and a flask of coffee: how our team eases road runners onto the trails.</p><p>Start with time on feet, not pace. Walk the climbs, run the flats and let the trail set the rhythm.</p>':
    '<p>Sol souple, kilomètres tranquilles et thermos de café : comment notre équipe initie les coureurs sur route aux sentiers.</p><p>Commencez par le temps passé debout, pas par l’allure. Marchez dans les montées, courez sur le plat et laissez le sentier donner le rythme.</p>',
  'Two runners on a ridge path at sunrise': 'Deux coureurs sur un sentier de crête au lever du soleil',
  'More from the Journal': 'Plus d’articles du Journal',
  'Ridge to river: a three-day loop in the high country':
    'De la crête à la rivière : une boucle de trois jours en haute montagne',
  'Ridge to river: a three-day loop in the high country | Trailhead Outfitters':
    'De la crête à la rivière : une boucle de trois jours en haute montagne | Trailhead Outfitters',
  'Forty-two miles, two wild camps and one very cold swim on our favourite spring route.':
    'Soixante-huit kilomètres, deux bivouacs et une baignade très froide sur notre itinéraire de printemps préféré.',
  '<p>Forty-two miles, two wild camps and one very cold swim on our favourite spring route.</p><p>Day one climbs to the ridge; day two follows it north; day three drops to the river and the bus home.</p>':
    '<p>Soixante-huit kilomètres, deux bivouacs et une baignade très froide sur notre itinéraire de printemps préféré.</p><p>Le premier jour monte jusqu’à la crête ; le deuxième la suit vers le nord ; le troisième descend jusqu’à la rivière et au bus du retour.</p>',
  'A hiker looking down a river valley from a rocky ridge':
    'Un randonneur regardant une vallée fluviale depuis une crête rocheuse',
  'How to re-wax leather hiking boots': 'Comment recirer des chaussures de randonnée en cuir',
  'How to re-wax leather hiking boots | Trailhead Outfitters':
    'Comment recirer des chaussures de randonnée en cuir | Trailhead Outfitters',
  'Ten minutes, a soft brush and a tin of wax add seasons to a pair of leather boots.':
    'Dix minutes, une brosse douce et une boîte de cire ajoutent des saisons à une paire de chaussures en cuir.',
  '<p>Ten minutes, a soft brush and a tin of wax add seasons to a pair of leather boots.</p><p>Clean off the mud, let the boots dry away from heat, then work the wax in with warm hands.</p>':
    '<p>Dix minutes, une brosse douce et une boîte de cire ajoutent des saisons à une paire de chaussures en cuir.</p><p>Enlevez la boue, laissez sécher les chaussures loin de toute source de chaleur, puis faites pénétrer la cire avec les mains chaudes.</p>',
  'Leather hiking boots on a workbench beside a tin of wax':
    'Des chaussures de randonnée en cuir sur un établi, à côté d’une boîte de cire',
  'Your first night under canvas: a calm-camping checklist':
    'Votre première nuit sous la tente : la liste pour camper sereinement',
  'Your first night under canvas: a calm-camping checklist | Trailhead Outfitters':
    'Votre première nuit sous la tente : la liste pour camper sereinement | Trailhead Outfitters',
  'Pitch in daylight, sleep warm and wake up wanting to do it again.':
    'Montez la tente de jour, dormez au chaud et réveillez-vous avec l’envie de recommencer.',
  '<p>Pitch in daylight, sleep warm and wake up wanting to do it again.</p><p>Practise the pitch in the garden, pack a mat rated for the season and keep a head torch in your pocket.</p>':
    '<p>Montez la tente de jour, dormez au chaud et réveillez-vous avec l’envie de recommencer.</p><p>Entraînez-vous à monter la tente dans le jardin, emportez un matelas adapté à la saison et gardez une lampe frontale dans votre poche.</p>',
  'A small tent glowing at dusk in a meadow': 'Une petite tente illuminée au crépuscule dans une prairie',
  'Saturday run club: 400 miles and counting':
    'Club de course du samedi : 640 kilomètres et ce n’est pas fini',
  'Saturday run club: 400 miles and counting | Trailhead Outfitters':
    'Club de course du samedi : 640 kilomètres et ce n’est pas fini | Trailhead Outfitters',
  'Every Saturday at eight, rain or shine, from our flagship store. Everyone finishes together.':
    'Chaque samedi à huit heures, qu’il pleuve ou qu’il vente, depuis notre magasin phare. Tout le monde arrive ensemble.',
  '<p>Every Saturday at eight, rain or shine, from our flagship store. Everyone finishes together.</p><p>Five miles, two pace groups and a no-drop rule. Coffee afterwards is optional but encouraged.</p>':
    '<p>Chaque samedi à huit heures, qu’il pleuve ou qu’il vente, depuis notre magasin phare. Tout le monde arrive ensemble.</p><p>Huit kilomètres, deux groupes d’allure et personne n’est laissé derrière. Le café après la course est facultatif mais recommandé.</p>',
  'A group of runners gathered outside a shop front': 'Un groupe de coureurs réunis devant une boutique',
  'Washing a down jacket without ruining the loft': 'Laver une doudoune sans abîmer le gonflant',
  'Washing a down jacket without ruining the loft | Trailhead Outfitters':
    'Laver une doudoune sans abîmer le gonflant | Trailhead Outfitters',
  'A gentle wash, a down-safe soap and three tennis balls in the dryer.':
    'Un lavage délicat, une lessive spéciale duvet et trois balles de tennis dans le sèche-linge.',
  '<p>A gentle wash, a down-safe soap and three tennis balls in the dryer.</p><p>Close every zip, wash cool with down wash, then tumble low for longer than you think.</p>':
    '<p>Un lavage délicat, une lessive spéciale duvet et trois balles de tennis dans le sèche-linge.</p><p>Fermez toutes les fermetures éclair, lavez à froid avec une lessive pour duvet, puis séchez à basse température plus longtemps que vous ne le pensez.</p>',
  'A puffy down jacket hanging on a line': 'Une doudoune gonflante suspendue à un fil',
  'Layering for winter summits': 'Les couches pour les sommets d’hiver',
  'Layering for winter summits | Trailhead Outfitters':
    'Les couches pour les sommets d’hiver | Trailhead Outfitters',
  'Base, mid and shell: the system that keeps you dry on the way up and warm at the top.':
    'Première couche, couche intermédiaire et veste : le système qui vous garde au sec à la montée et au chaud au sommet.',
  '<p>Base, mid and shell: the system that keeps you dry on the way up and warm at the top.</p><p>Start cold, vent early and keep the belay jacket for when you stop.</p>':
    '<p>Première couche, couche intermédiaire et veste : le système qui vous garde au sec à la montée et au chaud au sommet.</p><p>Partez en ayant un peu froid, aérez tôt et gardez la veste chaude pour les arrêts.</p>',
  'A climber in a red shell on a snowy summit': 'Un alpiniste en veste rouge sur un sommet enneigé',
  'Trail clean-up recap: 1.2 tonnes lifted': 'Bilan du nettoyage des sentiers : 1,2 tonne ramassée',
  'Trail clean-up recap: 1.2 tonnes lifted | Trailhead Outfitters':
    'Bilan du nettoyage des sentiers : 1,2 tonne ramassée | Trailhead Outfitters',
  'Two hundred volunteers, eleven trailheads and one very full skip.':
    'Deux cents bénévoles, onze départs de sentier et une benne bien remplie.',
  '<p>Two hundred volunteers, eleven trailheads and one very full skip.</p><p>Thank you to everyone who came out. The next clean-up is in May; sign-up opens next month.</p>':
    '<p>Deux cents bénévoles, onze départs de sentier et une benne bien remplie.</p><p>Merci à toutes celles et tous ceux qui sont venus. Le prochain nettoyage a lieu en mai ; les inscriptions ouvrent le mois prochain.</p>',
  'Volunteers with litter pickers on a forest trail':
    'Des bénévoles avec des pinces à déchets sur un sentier forestier',
  'Choosing an ultralight shelter': 'Choisir un abri ultraléger',
  'Choosing an ultralight shelter | Trailhead Outfitters':
    'Choisir un abri ultraléger | Trailhead Outfitters',
  'Tarp, bivy or single-wall tent: what you save in grams, and what you give up.':
    'Tarp, bivy ou tente simple paroi : ce que vous gagnez en grammes, et ce à quoi vous renoncez.',
  '<p>Tarp, bivy or single-wall tent: what you save in grams, and what you give up.</p><p>Weigh the shelter with its stakes and guylines, and think about the wettest night you will spend in it.</p>':
    '<p>Tarp, bivy ou tente simple paroi : ce que vous gagnez en grammes, et ce à quoi vous renoncez.</p><p>Pesez l’abri avec ses sardines et ses haubans, et pensez à la nuit la plus humide que vous y passerez.</p>',
  'A silver tarp pitched between two trees': 'Un tarp argenté tendu entre deux arbres',
  'Tempo runs on dirt: pacing by effort': 'Le tempo sur chemin : courir à la sensation',
  'Tempo runs on dirt: pacing by effort | Trailhead Outfitters':
    'Le tempo sur chemin : courir à la sensation | Trailhead Outfitters',
  'Hills make a watch lie. Learn to run by breath and feel instead.':
    'Les côtes font mentir la montre. Apprenez plutôt à courir au souffle et à la sensation.',
  '<p>Hills make a watch lie. Learn to run by breath and feel instead.</p><p>Comfortably hard means you can speak in short sentences. Hold that, whatever the gradient.</p>':
    '<p>Les côtes font mentir la montre. Apprenez plutôt à courir au souffle et à la sensation.</p><p>Soutenu mais confortable, c’est pouvoir parler par phrases courtes. Tenez cet effort, quelle que soit la pente.</p>',
  'A runner on a gravel track through pine trees': 'Un coureur sur un chemin de gravier à travers les pins',
  'Car camping with kids: what actually matters':
    'Camping en voiture avec des enfants : ce qui compte vraiment',
  'Car camping with kids: what actually matters | Trailhead Outfitters':
    'Camping en voiture avec des enfants : ce qui compte vraiment | Trailhead Outfitters',
  'Warm sleeping bags, a big tent and more snacks than seems reasonable.':
    'Des sacs de couchage chauds, une grande tente et plus d’en-cas que de raison.',
  '<p>Warm sleeping bags, a big tent and more snacks than seems reasonable.</p><p>Pick a site with a short walk from the car and a stream to throw stones in.</p>':
    '<p>Des sacs de couchage chauds, une grande tente et plus d’en-cas que de raison.</p><p>Choisissez un emplacement à quelques pas de la voiture, avec un ruisseau où lancer des cailloux.</p>',
  'A family sitting outside a large tent': 'Une famille assise devant une grande tente',
  'Re-proofing your waterproof shell': 'Réimperméabiliser votre veste imperméable',
  'Re-proofing your waterproof shell | Trailhead Outfitters':
    'Réimperméabiliser votre veste imperméable | Trailhead Outfitters',
  'When rain stops beading, your jacket needs a wash and a fresh water-repellent finish.':
    'Quand la pluie ne perle plus, votre veste a besoin d’un lavage et d’un nouveau traitement déperlant.',
  '<p>When rain stops beading, your jacket needs a wash and a fresh water-repellent finish.</p><p>Wash with a technical cleaner, apply a wash-in or spray-on proofer, then warm it in the dryer.</p>':
    '<p>Quand la pluie ne perle plus, votre veste a besoin d’un lavage et d’un nouveau traitement déperlant.</p><p>Lavez-la avec un nettoyant technique, appliquez un imperméabilisant à laver ou en spray, puis passez-la au sèche-linge.</p>',
  'Water beading on the sleeve of a blue rain jacket':
    'De l’eau qui perle sur la manche d’une veste de pluie bleue',
  'A week on the coastal path': 'Une semaine sur le sentier côtier',
  'A week on the coastal path | Trailhead Outfitters':
    'Une semaine sur le sentier côtier | Trailhead Outfitters',
  'Cliffs, coves and a café at the end of almost every day.':
    'Des falaises, des criques et un café au bout de presque chaque journée.',
  '<p>Cliffs, coves and a café at the end of almost every day.</p><p>Check the tide tables for the estuary crossings and book beds early in summer.</p>':
    '<p>Des falaises, des criques et un café au bout de presque chaque journée.</p><p>Consultez les horaires des marées pour les traversées d’estuaire et réservez vos lits tôt en été.</p>',
  'A footpath along sea cliffs above a sandy cove':
    'Un sentier le long de falaises au-dessus d’une crique de sable',
  'Meet the volunteers behind our valley ultra': 'À la rencontre des bénévoles de notre ultra de la vallée',
  'Meet the volunteers behind our valley ultra | Trailhead Outfitters':
    'À la rencontre des bénévoles de notre ultra de la vallée | Trailhead Outfitters',
  'Fifty miles of trail, nine aid stations and the people who keep them stocked all night.':
    'Quatre-vingts kilomètres de sentier, neuf ravitaillements et les personnes qui les approvisionnent toute la nuit.',
  '<p>Fifty miles of trail, nine aid stations and the people who keep them stocked all night.</p><p>Some have volunteered every year since the first race; all of them say the night shift is the best one.</p>':
    '<p>Quatre-vingts kilomètres de sentier, neuf ravitaillements et les personnes qui les approvisionnent toute la nuit.</p><p>Certains sont bénévoles chaque année depuis la première édition ; tous disent que l’équipe de nuit est la meilleure.</p>',
  'Volunteers handing out drinks at a mountain aid station':
    'Des bénévoles distribuant des boissons à un ravitaillement en montagne',
  'Trail running clinic': 'Atelier de trail',
  'Trail running clinic | Trailhead Outfitters': 'Atelier de trail | Trailhead Outfitters',
  'A morning clinic on the Wildwood Trail with our running coaches.':
    'Un atelier matinal sur le Wildwood Trail avec nos coachs de course.',
  '<p>Two hours on the Wildwood Trail with our coaches: footwork on roots and rocks, pacing on climbs and how to fuel for longer runs. Meet at the Portland store at 9 am.</p>':
    '<p>Deux heures sur le Wildwood Trail avec nos coachs : placement des pieds sur les racines et les rochers, gestion de l’allure en montée et alimentation pour les sorties longues. Rendez-vous au magasin de Portland à 9 h.</p>',
  'See you on the trail': 'À bientôt sur le sentier',
  'Meet at the Portland store at 9 am. Bring water and your trail shoes.':
    'Rendez-vous au magasin de Portland à 9 h. Apportez de l’eau et vos chaussures de trail.',
  'Basecamp weekend': 'Week-end Basecamp',
  'Basecamp weekend | Trailhead Outfitters': 'Week-end Basecamp | Trailhead Outfitters',
  'Three days of hikes, workshops and campfire stories at Trillium Lake.':
    'Trois jours de randonnées, d’ateliers et d’histoires au coin du feu au Trillium Lake.',
  '<p>Three days at Trillium Lake: guided hikes, a gear repair workshop and stories by the fire. Come for one day or all three, and bring a friend.</p>':
    '<p>Trois jours au Trillium Lake : randonnées guidées, atelier de réparation de matériel et histoires au coin du feu. Venez un jour ou les trois, et amenez un ami.</p>',
  'Save my spot': 'Réserver ma place',
  "You're in for Basecamp weekend": 'Vous êtes inscrit au week-end Basecamp',
  'We sent the schedule to your email. See you at the lake.':
    'Nous avons envoyé le programme à votre adresse e-mail. Rendez-vous au lac.',
  'News and offers': 'Actualités et offres',
  'News and offers | Trailhead Outfitters': 'Actualités et offres | Trailhead Outfitters',
  'Sign up for the Trailhead newsletter: new gear, trail guides and member offers.':
    'Inscrivez-vous à la newsletter Trailhead : nouveaux équipements, guides de sentiers et offres membres.',
  '<p>Be first to hear about new gear, trail guides and member offers.</p>':
    '<p>Soyez les premiers informés des nouveaux équipements, des guides de sentiers et des offres membres.</p>',
  'How we use your e-mail address': 'Comment nous utilisons votre adresse e-mail',
  Customs: 'Personnalisation',
  'Customs | Trailhead Outfitters': 'Personnalisation | Trailhead Outfitters',
  'Personalised gear, built to order.': 'De l’équipement personnalisé, fabriqué sur commande.',
  '<p>Make it yours: pick the colours, add your initials, and we build it to order.</p>':
    '<p>Faites-le à votre image : choisissez les couleurs, ajoutez vos initiales, et nous le fabriquons sur commande.</p>',
  'Customs in the wild': 'Nos créations personnalisées sur le terrain',
  'Join Trailhead Rewards': 'Rejoindre Trailhead Rewards',
  'Earn points on every trip': 'Cumulez des points à chaque sortie',
  'Free shipping for members': 'Livraison offerte pour les membres',
  'Become a Trailhead member': 'Devenez membre Trailhead',
  '<p>Membership is free. <a href="/loyalty-terms">Programme terms</a> apply; points have no cash value.</p>':
    '<p>L’adhésion est gratuite. Les <a href="/loyalty-terms">conditions du programme</a> s’appliquent ; les points n’ont aucune valeur monétaire.</p>',
  'Spring Newsletter': 'Newsletter de printemps',
  'Trail notes, straight to your inbox':
    'Des nouvelles du sentier, directement dans votre boîte de réception',
  'Get 10% off your first order': '10 % de réduction sur votre première commande',
  'Join the Trailhead newsletter': 'Abonnez-vous à la newsletter Trailhead',
  '<p>By signing up you agree to receive marketing emails. Unsubscribe at any time. See our <a href="/privacy">privacy policy</a>.</p>':
    '<p>En vous inscrivant, vous acceptez de recevoir des e-mails marketing. Désinscription possible à tout moment. Consultez notre <a href="/privacy">politique de confidentialité</a>.</p>',
  'Sign up': 'S’inscrire',
  'Read the stories first': 'Lisez les récits en avant-première',
}
