import type { TextDictionary } from './types.ts'

/** German texts (de_DE) of the emulator's block gallery, its cards, bars, navigation, media, dialogs and personalised blocks. */
export const GALLERY_BLOCKS_DE: TextDictionary = {
  'Category cards': 'Kategoriekarten',
  'Icon and text, icons on the left, four items in a 2×2 grid':
    'Icon und Text, Icons links, vier Elemente im 2×2-Raster',
  'Icon and text, icons above, three items in thirds': 'Icon und Text, Icons oben, drei Elemente in Dritteln',
  '<p><strong>Recycled materials</strong> in most of our jackets</p>':
    '<p><strong>Recycelte Materialien</strong> in den meisten unserer Jacken</p>',
  '<p><strong>Fit advice</strong> from our team</p>':
    '<p><strong>Passformberatung</strong> durch unser Team</p>',
  'Ask us': 'Fragen Sie uns',
  '<p><strong>Pay later</strong> in four payments</p>':
    '<p><strong>Später bezahlen</strong> in vier Raten</p>',
  'Icon and text, one column, coloured items and turned icons':
    'Icon und Text, eine Spalte, farbige Elemente und gedrehte Icons',
  '<p>Choose your size on the product page</p>': '<p>Wählen Sie Ihre Größe auf der Produktseite</p>',
  '<p>Add it to your cart, then pay</p>': '<p>In den Warenkorb legen, dann bezahlen</p>',
  '<p>Back on the trail in days</p>': '<p>In wenigen Tagen zurück auf dem Trail</p>',
  '<p><strong>Free returns</strong> for 60 days, on everything.</p>':
    '<p><strong>Kostenlose Rücksendung</strong> innerhalb von 60 Tagen, für alles.</p>',
  '<p>Spring hiking event: <strong>20% off</strong> hiking boots and trail runners, this week only, in stores and online while stocks last.</p>':
    '<p>Frühlings-Wanderaktion: <strong>20 % Rabatt</strong> auf Wanderstiefel und Trailschuhe, nur diese Woche, in den Filialen und online, solange der Vorrat reicht.</p>',
  'Shop the event': 'Zur Aktion',
  '<p>Free gear repair clinics every Saturday in our flagship stores.</p>':
    '<p>Jeden Samstag kostenlose Reparaturkurse für Ausrüstung in unseren Flagship-Stores.</p>',
  'XPLR Pass members ship free, every order':
    'XPLR Pass-Mitglieder erhalten kostenlosen Versand, bei jeder Bestellung',
  'Plus early access to sales and points on every purchase.':
    'Dazu früher Zugang zu Sales und Punkte bei jedem Einkauf.',
  '<p>Free standard shipping to the contiguous US for signed-in members. Excludes oversized items.</p>':
    '<p>Kostenloser Standardversand in die US-Kernstaaten für angemeldete Mitglieder. Ausgenommen sperrige Artikel.</p>',
  'Buy online, pick up in store': 'Online kaufen, in der Filiale abholen',
  'Most orders are ready in two hours.': 'Die meisten Bestellungen sind in zwei Stunden bereit.',
  'Shop all apparel': 'Alle Bekleidung ansehen',
  'Staff picks': 'Tipps aus dem Team',
  'Best sellers this week': 'Bestseller der Woche',
  'See all best sellers': 'Alle Bestseller ansehen',
  'Shop by activity': 'Nach Aktivität einkaufen',
  Climbing: 'Klettern',
  'Snow sports': 'Wintersport',
  Travel: 'Reisen',
  Men: 'Herren',
  Women: 'Damen',
  Kids: 'Kinder',
  Journal: 'Journal',
  'All stories': 'Alle Geschichten',
  Running: 'Laufen',
  'Gear care': 'Ausrüstungspflege',
  'Care questions': 'Fragen zur Pflege',
  'Service status': 'Servicestatus',
  'Filter by activity': 'Nach Aktivität filtern',
  'Rain and wind': 'Regen und Wind',
  Layering: 'Zwiebelprinzip',
  Community: 'Community',
  'From the Journal': 'Aus dem Journal',
  'Trips and camps': 'Touren und Camps',
  'Care guides': 'Pflegeratgeber',
  'Gear care questions': 'Fragen zur Ausrüstungspflege',
  'How often should I re-proof my shell?': 'Wie oft sollte ich meine Jacke neu imprägnieren?',
  '<p>When rain stops beading on the face fabric, usually two or three times a season.</p>':
    '<p>Wenn der Regen auf dem Oberstoff nicht mehr abperlt, meist zwei- bis dreimal pro Saison.</p>',
  'Can I tumble-dry down?': 'Darf Daune in den Trockner?',
  '<p>Yes, on low heat with two or three clean tennis balls to break up the clumps.</p>':
    '<p>Ja, bei niedriger Temperatur mit zwei oder drei sauberen Tennisbällen, die die Klumpen auflockern.</p>',
  'Do you repair boots?': 'Reparieren Sie Stiefel?',
  '<p>Our flagship stores resole and re-stitch boots. <a href="/store-locator">Find a store</a>.</p>':
    '<p>Unsere Flagship-Stores besohlen und nähen Stiefel neu. <a href="/store-locator">Filiale finden</a>.</p>',
  'Delivery and returns': 'Lieferung und Rücksendung',
  'Delivery times': 'Lieferzeiten',
  '<p>Standard delivery takes 3 to 5 working days; express arrives the next working day.</p>':
    '<p>Die Standardlieferung dauert 3 bis 5 Werktage; Express kommt am nächsten Werktag an.</p>',
  'Free returns': 'Kostenlose Rücksendung',
  '<p>Return unworn items within 60 days. <a href="/policies/shipping-terms">Read the policy</a>.</p>':
    '<p>Senden Sie ungetragene Artikel innerhalb von 60 Tagen zurück. <a href="/policies/shipping-terms">Richtlinie lesen</a>.</p>',
  'Sizing help': 'Hilfe zur Größenwahl',
  '<p>Between sizes? Go up half a size for boots.</p>':
    '<p>Zwischen zwei Größen? Wählen Sie bei Stiefeln eine halbe Größe mehr.</p>',
  'Explore Trailhead': 'Trailhead entdecken',
  'Gear care guides': 'Ratgeber zur Ausrüstungspflege',
  'Run club': 'Laufclub',
  'Trail clean-ups': 'Trail-Aufräumaktionen',
  'Follow us': 'Folgen Sie uns',
  Stores: 'Filialen',
  'A runner on a scree path below limestone towers': 'Ein Läufer auf einem Geröllpfad unter Kalksteintürmen',
  Chapters: 'Kapitel',
  'Forty kilometres through the Dolomites in the Skyline Trail 3':
    'Vierzig Kilometer durch die Dolomiten im Skyline Trail 3',
  'Our trail team runs the Alta Via 1 in a day: scree, snow patches and 2,500 metres of climbing, in the shoe built for it.':
    'Unser Trail-Team läuft die Alta Via 1 an einem Tag: Geröll, Schneefelder und 2.500 Höhenmeter, im Schuh, der dafür gebaut ist.',
  'Two campers pitching a dome tent in the wind': 'Zwei Camper bauen im Wind ein Kuppelzelt auf',
  'How to pitch the Storm Dome 3 in ten minutes': 'So bauen Sie das Storm Dome 3 in zehn Minuten auf',
  'A hiker on a ridge at dusk': 'Ein Wanderer auf einem Grat in der Dämmerung',
  'Ridge to river: a week on the Pacific Crest Trail':
    'Vom Grat zum Fluss: eine Woche auf dem Pacific Crest Trail',
  'Seven days, 180 kilometres and one very wet tent: our field team reports back.':
    'Sieben Tage, 180 Kilometer und ein sehr nasses Zelt: Unser Team berichtet.',
  'Spring on the ridge': 'Frühling auf dem Grat',
  'Between sizes?': 'Zwischen zwei Größen?',
  'Our fit guide takes two minutes and a tape measure.':
    'Unser Größenratgeber braucht zwei Minuten und ein Maßband.',
  'A boot on a measuring board': 'Ein Stiefel auf einem Messbrett',
  'Open the fit guide': 'Größenratgeber öffnen',
  'Wide-fit advice': 'Tipps für breite Füße',
  'Find your fit': 'Finden Sie Ihre Größe',
  'A tape measure around a foot': 'Ein Maßband um einen Fuß',
  '<p>Measure both feet in the evening, standing, in the socks you hike in. Go with the longer foot.</p><ul><li>Between sizes: take the larger one for hiking boots.</li><li>Wide feet: look for the <strong>Wide</strong> badge.</li></ul>':
    '<p>Messen Sie beide Füße abends im Stehen, mit den Socken, in denen Sie wandern. Richten Sie sich nach dem längeren Fuß.</p><ul><li>Zwischen zwei Größen: Wählen Sie bei Wanderstiefeln die größere.</li><li>Breite Füße: Achten Sie auf das Abzeichen <strong>Wide</strong>.</li></ul>',
  '<p>XPLR Pass members return without a receipt. <a href="#modal">How it works</a></p>':
    '<p>XPLR Pass-Mitglieder senden ohne Kassenbon zurück. <a href="#modal">So funktioniert es</a></p>',
  'Returns for XPLR Pass members': 'Rücksendungen für XPLR Pass-Mitglieder',
  '<p>Return anything within 60 days, by post or in any store. Members need no receipt: we find the order in your account.</p>':
    '<p>Senden Sie alles innerhalb von 60 Tagen zurück, per Post oder in jeder Filiale. Mitglieder brauchen keinen Kassenbon: Wir finden die Bestellung in Ihrem Konto.</p>',
  'Top rated by hikers': 'Von Wanderern am besten bewertet',
  'Picked for you': 'Für Sie ausgewählt',
  'A hiker in a shell jacket and beanie in light rain':
    'Eine Wanderin in Hardshell-Jacke und Mütze bei leichtem Regen',
  'Stormbreak 3L Shell, Ember Red': 'Stormbreak 3L Hardshell, Glutrot',
  'Granite Peak Mid WP, Rust': 'Granite Peak Mid WP Wanderstiefel, Rost',
  'Pack for the weekend': 'Gepackt fürs Wochenende',
  'Trail notes in your inbox': 'Tourennotizen in Ihrem Postfach',
  '<p>New gear, trail guides and member offers, once a fortnight.</p>':
    '<p>Neue Ausrüstung, Trail-Ratgeber und Angebote für Mitglieder, alle zwei Wochen.</p>',
  'Welcome to Trail notes': 'Willkommen bei Trail notes',
  'Thanks! Your first Trail notes arrive with the next issue.':
    'Danke! Ihre ersten Trail notes kommen mit der nächsten Ausgabe.',
  'Photos from the trail': 'Fotos vom Trail',
  'Shared by our community': 'Geteilt von unserer Community',
  'Thanks for being an XPLR Pass member': 'Danke, dass Sie XPLR Pass-Mitglied sind',
  '<p>Your points work on everything in this gallery.</p>':
    '<p>Ihre Punkte gelten für alles in dieser Galerie.</p>',
  'Welcome back': 'Willkommen zurück',
  '<p>Join XPLR Pass from your account to earn points on every order.</p>':
    '<p>Treten Sie XPLR Pass in Ihrem Konto bei, um bei jeder Bestellung Punkte zu sammeln.</p>',
  'Sign in for offers made for you': 'Melden Sie sich an für Angebote, die zu Ihnen passen',
  '<p>Members and signed-in shoppers see their own offers here.</p>':
    '<p>Mitglieder und angemeldete Kunden sehen hier ihre eigenen Angebote.</p>',
  'A second baseline, never shown': 'Eine zweite Ausgangsversion, nie angezeigt',
  '<p>Only the first shows.</p>': '<p>Nur die erste wird angezeigt.</p>',
  'Gear up for the season': 'Ausgerüstet für die Saison',
  '<p>The baseline copy.</p>': '<p>Der Ausgangstext.</p>',
  Baseline: 'Ausgangsversion',
  'Bolder headline': 'Kräftigere Überschrift',
  'Go further, for less': 'Weiter hinaus, für weniger',
  '<p>The variant copy.</p>': '<p>Der Text der Variante.</p>',
}
