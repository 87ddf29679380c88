import { GEAR_FR } from './products-fr-gear.ts'
import type { ProductText } from './types.ts'

/** French product names and descriptions, by product id (fr_FR and fr_CA). */
export const PRODUCTS_FR: Record<string, ProductText> = {
  RS100001: {
    name: 'Chaussure de trail Tempo',
    description:
      'Notre chaussure de trail de tous les jours, pensée pour les terrains variés. La mousse réactive garde une foulée dynamique sur terre battue, et la semelle crantée accroche les graviers et les racines mouillées. La tige en mesh respirant sèche vite après un passage de ruisseau.',
  },
  RS100002: {
    name: 'Chaussure de course sur route Skyline',
    description:
      'Une chaussure de compétition légère pour les séances au seuil et le jour de course. La plaque carbone vous propulse à haute vitesse, et la tige tricotée enveloppe le pied sans points de pression.',
  },
  RS100003: {
    name: "Chaussure d'entraînement Cloudline",
    description:
      'Souple, stable et faite pour les kilomètres. La Cloudline est la chaussure des jours faciles, des footings de récupération et des longues sorties du week-end. Une base large stabilise chaque appui.',
  },
  RS100004: {
    name: 'Ridgeback Ultra',
    description:
      "Faite pour les longues journées en montagne. Un amorti maximal protège les jambes fatiguées en fin d'ultra, et une languette soufflet garde les débris dehors pendant des heures.",
  },
  RS100005: {
    name: 'Fellrunner Grip',
    description:
      "Une chaussure basse et précise pour les courses de montagne raides et boueuses. Des crampons agressifs de 7 mm évacuent la boue, et l'ajustement près du pied le maintient dans les descentes en dévers.",
  },
  RS100006: {
    name: 'Pacer Lite',
    description:
      'Une chaussure de course simple et abordable pour les débutants et la salle de sport. Mousse légère et semelle flexible, confortable dès le premier kilomètre.',
  },
  RS100007: {
    name: 'Switchback GTX',
    description:
      'Le trail imperméable pour les saisons humides. Une membrane respirante garde flaques et rosée dehors, et la semelle accrocheuse tient sur la roche glissante.',
  },
  RS100008: {
    name: 'Chaussure de trail Tempo 2 Femme',
    description:
      "La deuxième Tempo, sur une forme féminine avec un talon plus étroit et plus de place pour les orteils. La même mousse dynamique et la même adhérence que l'originale.",
  },
  RS100009: {
    name: 'Summit Sprint Limited',
    description:
      'Une série limitée de notre chaussure de montagne la plus rapide, dans un coloris très visible. Semelles numérotées, plaque carbone et tige ultralégère pour les kilomètres verticaux.',
  },
  HB100001: {
    name: 'Chaussure de randonnée Granite Peak Mid WP',
    description:
      "Notre chaussure de randonnée la plus vendue. Tige imperméable en cuir pleine fleur, col mi-haut qui maintient et semelle en caoutchouc accrocheuse : la chaussure de la sortie à la journée jusqu'au trek de refuge en refuge.",
  },
  HB100002: {
    name: 'Alpine Ridge GTX',
    description:
      "Une chaussure rigide et maintenante pour les passages d'escalade facile, les approches glaciaires et les sacs lourds. Compatible crampons à lanières, elle garde les pieds au sec dans la neige et la gadoue.",
  },
  HB100003: {
    name: 'Chaussure basse Trailhead',
    description:
      'Une chaussure de randonnée basse confortable dès le premier jour. Assez légère pour voyager, assez robuste pour les sentiers rocailleux, avec une semelle intérieure amortie pour les longues journées.',
  },
  HB100004: {
    name: 'Backcountry Pro Hi',
    description:
      "Une chaussure d'expédition montante pour les itinéraires de plusieurs jours hors des sentiers battus. Doublée cuir, ressemelable et faite pour porter lourd sur terrain accidenté.",
  },
  HB100005: {
    name: 'Chaussure de randonnée Meadow Femme',
    description:
      "Une chaussure mi-haute légère pour femme, plus souple et plus large à l'avant. Imperméable, respirante et confortable du parking au café du sommet.",
  },
  HB100006: {
    name: "Chaussure d'approche Canyon",
    description:
      "Mi-chaussure de randonnée, mi-chausson d'escalade : gomme adhérente et laçage jusqu'à la pointe pour les approches rocheuses, les dalles et les via ferrata.",
  },
  HB100007: {
    name: 'Winter Trek isolée',
    description:
      "Chaude, imperméable et accrocheuse sur la glace et la neige tassée. 200 g d'isolant gardent les orteils au chaud bien en dessous de zéro en raquettes et en balade hivernale.",
  },
  HB100008: {
    name: 'Chaussure en cuir Ridgewalker',
    description:
      "Une chaussure de marche classique en cuir, cousue main et cirée contre l'eau. Elle vieillit bien et peut être ressemelée pour des années de marche.",
  },
  HB100009: {
    name: 'Chaussure de randonnée Scout Enfant',
    description:
      'Une chaussure robuste et imperméable pour les jeunes explorateurs, avec fermeture auto-agrippante pour partir seuls. Tailles américaines pour grands enfants.',
  },
  JK100001: {
    name: 'Veste Stormbreak 3 couches',
    description:
      'Une veste imperméable trois couches pour le vrai mauvais temps. Coutures étanchées, capuche compatible casque et aérations sous les bras : au sec dehors, au confort dedans pendant les longues montées sous la pluie.',
  },
  JK100002: {
    name: 'Parka en duvet Hearth',
    description:
      "Une chaleur jusqu'aux cuisses pour les jours les plus froids. Duvet 700 cuin d'origine responsable, tissu déperlant et capuche doublée polaire : la parka des villes en hiver et des départs de randonnée gelés.",
  },
  JK100003: {
    name: 'Coupe-vent Featherlite',
    description:
      'Une couche coupe-vent ultralégère qui se range dans sa propre poche poitrine. Idéale sur les crêtes ventées, pour les sorties matinales et partout où une veste imperméable serait de trop.',
  },
  JK100004: {
    name: 'Veste à capuche Thermal Synth',
    description:
      'Un isolant synthétique qui reste chaud même mouillé. À porter au relais, au camp les matins froids ou comme couche extérieure par temps sec en hiver.',
  },
  JK100005: {
    name: 'Veste de pluie Cascade',
    description:
      'Une veste de pluie 2,5 couches fiable pour la randonnée, le voyage et la pluie de tous les jours. Légère, compressible et entièrement étanchée, avec une capuche à visière qui protège le visage.',
  },
  JK100006: {
    name: 'Softshell Summit',
    description:
      'Une softshell extensible et respirante pour les sorties rapides par temps froid et sec. Elle coupe le vent, repousse la neige légère et suit vos mouvements en ski de randonnée.',
  },
  JK100007: {
    name: 'Gilet isolé Ridgeline',
    description:
      'La chaleur au corps sans manches encombrantes. Un gilet en duvet léger à porter sous une veste les matins froids ou seul en ville.',
  },
  JK100008: {
    name: 'Parka de relais Expedition',
    description:
      'Une parka de relais très chaude et ample pour la haute altitude et les expéditions polaires. Coupée pour passer par-dessus toutes les couches, avec une capuche cloisonnée contre la neige soufflée.',
  },
  JK100009: {
    name: 'Anorak Trail Days',
    description:
      "Un anorak demi-zip à la coupe décontractée avec une grande poche kangourou. Déperlant, respirant et aussi à l'aise au camping qu'au marché.",
  },
  FL100001: {
    name: 'Polaire Basecamp Grid',
    description:
      "Une polaire à dos quadrillé qui garde la chaleur et évacue l'excès quand l'effort monte. La couche intermédiaire des randonnées de mi-saison, des soirées fraîches et de tout le reste.",
  },
  FL100002: {
    name: 'T-shirt col rond Mérinos 200',
    description:
      'Une première couche en laine mérinos mi-épaisse qui reste chaude humide et limite naturellement les odeurs. À porter plusieurs jours de suite en itinérance.',
  },
  FL100003: {
    name: 'Veste sherpa High Pile',
    description:
      "Une polaire recyclée douillette façon peluche, à la coupe rétro. Douce, chaude et faite pour les feux de camp, les chalets et les balades d'automne.",
  },
  FL100004: {
    name: 'Legging Mérinos 150',
    description:
      'Un legging léger en mérinos à porter sous un pantalon de randonnée ou de ski. Doux sur la peau, respirant dans la montée et chaud au sommet.',
  },
  FL100005: {
    name: 'Sweat à capuche Tech Fleece',
    description:
      'Une polaire à capuche extensible et près du corps pour les journées actives dans le froid. La capuche cagoule passe sous un casque et la face lisse glisse sous une veste.',
  },
  FL100006: {
    name: 'T-shirt technique léger',
    description:
      "Un t-shirt technique à séchage rapide pour les randonnées chaudes et les courses d'été. Il évacue la transpiration, sèche en quelques minutes et reste frais grâce à un traitement anti-odeurs naturel.",
  },
  FL100007: {
    name: 'Première couche zippée Alpine',
    description:
      "Une première couche mi-épaisse avec un long zip au col pour ventiler en ski de randonnée et en escalade hivernale. Brossée à l'intérieur, lisse à l'extérieur pour superposer facilement.",
  },
  FL100008: {
    name: 'Gilet polaire classique',
    description:
      "Un gilet polaire simple et chaud, sous une veste ou sur une chemise. Résistant, facile à laver, à l'aise sur les sentiers comme en ville.",
  },
  FL100009: {
    name: 'Sweat à capuche Mérinos Expedition',
    description:
      'Un sweat à capuche épais en mérinos pour les sorties les plus froides. Assez chaud pour le camp, assez ajusté pour passer sous une veste en mouvement.',
  },
  ...GEAR_FR,
}
