import type { ProductText } from './types.ts'

const GIFT =
  "Envoyée par e-mail en quelques minutes, à vous ou directement au destinataire, avec votre message personnel. Utilisable en ligne et dans tous nos magasins, sans date d'expiration."

/** French names and descriptions of tents, packs, accessories and gift cards, by product id. */
export const GEAR_FR: Record<string, ProductText> = {
  TP100001: {
    name: 'Sac à dos journée Ridgeline 28',
    description:
      "Un sac de randonnée confortable et ventilé, d'une heure à la journée entière. Le dos en filet suspendu laisse passer l'air, et l'ouverture en coquille permet de tout retrouver facilement.",
  },
  TP100002: {
    name: 'Tente de trek Trailhead 2',
    description:
      "Une tente de trek autoportante à deux portes et deux absides : personne n'enjambe personne. Se monte double toit en premier sous la pluie et pèse moins de deux kilos en version deux places.",
  },
  TP100003: {
    name: 'Sac Summit 45',
    description:
      'Un sac alpin pour les courses avec bivouac et les itinérances rapides. Un profil net sans accroche, des porte-piolets et porte-crampons, et un rabat amovible pour gagner du poids.',
  },
  TP100004: {
    name: 'Tente familiale Basecamp 6',
    description:
      "On y tient debout et toute la famille y a sa place. Deux chambres, un auvent pour les chaussures boueuses et de grandes fenêtres en moustiquaire pour les nuits d'été.",
  },
  TP100005: {
    name: 'Tente Featherweight 1',
    description:
      'Un abri ultraléger une place qui se monte avec vos bâtons de marche. Moins de 800 grammes pour les longues traversées où chaque gramme compte.',
  },
  TP100006: {
    name: 'Sac à dos Traverse 65',
    description:
      "Un sac de portage pour les treks d'une semaine. Le dos réglable et la ceinture épaisse portent lourd en tout confort, et l'ouverture frontale en U ouvre le sac comme une valise.",
  },
  TP100007: {
    name: 'Sac Commuter 20',
    description:
      'Un sac de tous les jours bien rangé avec une poche rembourrée pour ordinateur et un harnais digne des sentiers. Pour le trajet en semaine et le pique-nique le week-end.',
  },
  TP100008: {
    name: 'Tente Storm Dome 3',
    description:
      "Un dôme quatre saisons fait pour le vent et la neige. Arceaux croisés et double toit jusqu'au sol résistent aux tempêtes en camp d'hiver et en expédition.",
  },
  TP100009: {
    name: 'Gilet de trail 12',
    description:
      "Un gilet de course ajusté avec des flasques souples à l'avant et de la place pour une couche et des en-cas. Aucun ballottement, même dans les descentes les plus raides.",
  },
  AC100001: {
    name: 'Gourde isotherme Trail',
    description:
      'Une gourde en acier à double paroi qui garde les boissons froides 24 heures et chaudes 12 heures. Un bouchon étanche avec anneau se fixe à votre sac.',
  },
  AC100002: {
    name: 'Lampe frontale Beacon 400',
    description:
      "Une lampe frontale rechargeable de 400 lumens pour les départs matinaux et les retours tardifs. Le mode rouge préserve votre vision nocturne au camp, et le verrouillage l'empêche de s'allumer dans le sac.",
  },
  AC100003: {
    name: 'Bonnet à revers en mérinos',
    description:
      "Un bonnet en mérinos doux et chaud avec un revers. Respirant à l'effort, chaud à l'arrêt, sans gratter.",
  },
  AC100004: {
    name: 'Gants Alpine Touch',
    description:
      "Des gants softshell coupe-vent avec bouts des doigts tactiles et paume adhérente. Assez chauds pour les balades d'hiver, assez fins pour régler un appareil photo.",
  },
  AC100005: {
    name: 'Bâtons de marche en carbone',
    description:
      'Des bâtons en carbone légers et rigides, pliables en trois. Les poignées en liège restent agréables mains chaudes, et le blocage rapide règle la longueur en quelques secondes.',
  },
  AC100006: {
    name: 'Chaussettes Trail Crew, lot de 3',
    description:
      'Des chaussettes de randonnée rembourrées en mélange mérinos, en lot de trois. Rembourrage ciblé au talon et aux orteils, avec un dessus en maille qui respire par temps chaud.',
  },
  AC100007: {
    name: 'Chapeau de soleil',
    description:
      "Un chapeau à large bord avec protection UPF 50 et cordon de menton pour les crêtes venteuses. Froissable, il se range dans n'importe quel sac.",
  },
  AC100008: {
    name: 'Lot de tasses de camping',
    description:
      'Deux tasses de camping en acier émaillé au classique décor moucheté. Compatibles réchaud et assez solides pour des années de café au coin du feu.',
  },
  AC100009: {
    name: 'Couverture en laine Heritage',
    description:
      'Une couverture épaisse en laine tissée à rayures traditionnelles. Chaude autour du feu, en voiture et sur le canapé. Tissée en petites séries : épuisée pour cette saison.',
  },
  GC100001: {
    name: 'Carte-cadeau numérique Ridgeline',
    description: `Le cadeau du plein air, pour la prochaine aventure quelle qu'elle soit. ${GIFT}`,
  },
  GC100002: {
    name: 'Carte-cadeau Joyeux anniversaire',
    description: `Des bougies sur un gâteau-sommet : une carte-cadeau pour l'aventurier qui prend une année de plus. ${GIFT}`,
  },
  GC100003: {
    name: 'Carte-cadeau Merci',
    description: `Dites merci à l'ami qui a porté le réchaud ou à la voisine qui a arrosé les plantes. ${GIFT}`,
  },
  GC100004: {
    name: 'Carte-cadeau Sommets de fête',
    description: `Des sommets enneigés sous un ciel d'hiver : le cadeau de dernière minute qui plaît toujours. ${GIFT}`,
  },
  GC100005: {
    name: 'Carte-cadeau Félicitations',
    description: `Pour un diplôme, un nouvel emploi ou un premier marathon : fêtez l'étape avec du nouvel équipement. ${GIFT}`,
  },
  GC100006: {
    name: 'Carte-cadeau Trail',
    description: `Pour le coureur qui a besoin de nouvelles chaussures plus souvent qu'il ne l'avoue. ${GIFT}`,
  },
  GC100007: {
    name: 'Carte-cadeau Feu de camp',
    description: `Des étoiles, des étincelles et une douce lueur : un cadeau pour les amateurs de camping. ${GIFT}`,
  },
  GC100008: {
    name: 'Carte-cadeau Naissance',
    description: `Accueillez le plus jeune des explorateurs et aidez les parents à sortir ensemble. ${GIFT}`,
  },
  GC100009: {
    name: 'Carte-cadeau Lac de montagne',
    description: `Un lac alpin immobile à l'aube : un motif calme et classique pour toutes les occasions. ${GIFT}`,
  },
}
