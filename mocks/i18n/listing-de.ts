import type { TextDictionary } from './types.ts'

/**
 * German labels of listings and product extras (de_DE): sort orders, facet names, price ranges,
 * badges, product sets, recommendations, size charts, comparison, delivery methods, the contact
 * form's subjects and the utility bar.
 */

export const LISTING_DE: TextDictionary = {
  // Sort orders and facets
  Relevance: 'Relevanz',
  'Price: low to high': 'Preis: aufsteigend',
  'Price: high to low': 'Preis: absteigend',
  Newest: 'Neueste',
  'Top rated': 'Beste Bewertung',
  Colour: 'Farbe',
  Size: 'Größe',
  Price: 'Preis',
  Brand: 'Marke',
  // Badges
  'Best Seller': 'Bestseller',
  New: 'Neu',
  'Limited Edition': 'Limitierte Edition',
  // Product sets and recommendations
  'Backpacking Starter Set': 'Trekking-Starterset',
  'A two-person tent, a daypack for side trips and a headlamp for the evenings.':
    'Ein Zwei-Personen-Zelt, ein Tagesrucksack für Abstecher und eine Stirnlampe für die Abende.',
  'Trail Running Kit': 'Trailrunning-Set',
  'Our everyday trail shoe with the socks and bottle we run in.':
    'Unser Alltags-Trailschuh, dazu die Socken und die Flasche, mit denen wir selbst laufen.',
  'You may also like': 'Das könnte Ihnen auch gefallen',
  // Size charts
  'Shoe sizes': 'Schuhgrößen',
  'Foot length (cm)': 'Fußlänge (cm)',
  'Running shoe size chart': 'Größentabelle für Laufschuhe',
  'Measure your foot in the evening, heel to longest toe, and add half a centimetre.':
    'Messen Sie Ihren Fuß abends von der Ferse bis zum längsten Zeh und rechnen Sie einen halben Zentimeter hinzu.',
  'Hiking boot size chart': 'Größentabelle für Wanderstiefel',
  'Measure your foot in the evening, wearing the socks you hike in.':
    'Messen Sie Ihren Fuß abends mit den Socken, in denen Sie wandern.',
  'Between sizes? Choose the larger one for long descents.':
    'Zwischen zwei Größen? Wählen Sie für lange Abstiege die größere.',
  'Apparel size chart': 'Größentabelle für Bekleidung',
  'Measure over light clothing; for a layering fit choose your usual size.':
    'Messen Sie über leichter Kleidung; für das Zwiebelprinzip wählen Sie Ihre übliche Größe.',
  'Tops and jackets': 'Oberteile und Jacken',
  'Chest (cm)': 'Brustumfang (cm)',
  'Waist (cm)': 'Taillenumfang (cm)',
  'Sleeve (cm)': 'Ärmellänge (cm)',
  'Trousers and bottoms': 'Hosen',
  'Hip (cm)': 'Hüftumfang (cm)',
  'Inside leg (cm)': 'Innenbeinlänge (cm)',
  'Gloves, socks and hats size chart': 'Größentabelle für Handschuhe, Socken und Mützen',
  'Hand circumference: measure around the knuckles, thumb excluded.':
    'Handumfang: um die Knöchel messen, ohne Daumen.',
  Gloves: 'Handschuhe',
  'Hand circumference (cm)': 'Handumfang (cm)',
  'Hand length (cm)': 'Handlänge (cm)',
  Socks: 'Socken',
  'US shoe size': 'US-Schuhgröße',
  'EU shoe size': 'EU-Schuhgröße',
  Hats: 'Mützen',
  'Head circumference (cm)': 'Kopfumfang (cm)',
  // Comparison
  Weight: 'Gewicht',
  'Heel-to-toe drop': 'Sprengung',
  Cushioning: 'Dämpfung',
  Waterproof: 'Wasserdicht',
  'Waterproof rating': 'Wassersäule',
  Insulation: 'Isolierung',
  Packable: 'Verstaubar',
  Material: 'Material',
  Warmth: 'Wärme',
  Capacity: 'Volumen',
  Yes: 'Ja',
  No: 'Nein',
  Low: 'Gering',
  Medium: 'Mittel',
  High: 'Hoch',
  'Water-resistant': 'Wasserabweisend',
  None: 'Keine',
  'Synthetic, 60 g/m²': 'Synthetik, 60 g/m²',
  'Down, 700 fill': 'Daune, 700 cuin',
  'Synthetic, 100 g/m²': 'Synthetik, 100 g/m²',
  'Merino wool': 'Merinowolle',
  'Recycled polyester fleece': 'Fleece aus recyceltem Polyester',
  'Merino and nylon blend': 'Mischung aus Merino und Nylon',
  Nylon: 'Nylon',
  Polyester: 'Polyester',
  Leather: 'Leder',
  Light: 'Leicht',
  Mid: 'Mittel',
  Expedition: 'Expedition',
  // Tent capacities as the comparison writes them
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 8].map((n) => [`${n} person`, `${n} ${n === 1 ? 'Person' : 'Personen'}`]),
  ),
  // Delivery methods in cart and checkout
  'Standard delivery': 'Standardversand',
  'Express delivery': 'Expressversand',
  'Digital delivery': 'Digitale Zustellung',
  '3-5 days': '3–5 Tage',
  '1-2 days': '1–2 Tage',
  'Pick-up point': 'Abholstation',
  Instant: 'Sofort',
  // Contact form categories and subjects
  'Orders and delivery': 'Bestellungen und Lieferung',
  'Change or cancel an order': 'Bestellung ändern oder stornieren',
  'My parcel arrived damaged': 'Mein Paket ist beschädigt angekommen',
  'Returns and refunds': 'Rücksendungen und Erstattungen',
  'Start a return': 'Rücksendung starten',
  'Where is my refund?': 'Wo ist meine Erstattung?',
  'Products and sizing': 'Produkte und Größen',
  'Fit and sizing advice': 'Beratung zu Passform und Größe',
  'Care and repairs': 'Pflege und Reparaturen',
  'Account and XPLR Pass': 'Konto und XPLR Pass',
  'I cannot sign in': 'Ich kann mich nicht anmelden',
  'Points and rewards': 'Punkte und Prämien',
  // Utility bar
  'Free returns within 60 days': 'Kostenlose Rücksendung innerhalb von 60 Tagen',
  Returns: 'Rücksendungen',
}
