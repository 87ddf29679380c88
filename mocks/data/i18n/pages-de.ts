import type { TextDictionary } from './types.ts'

/**
 * German (de_DE) texts of the emulator's fixed, category and product pages (titles, meta descriptions,
 * espots), the utility bar, search sorts and facets, badges, product sets and recommendations, by their
 * English text. Prices in these texts are the EUR site's.
 */
export const PAGES_DE: TextDictionary = {
  'Your account': 'Ihr Konto',
  'Your account | Trailhead Outfitters': 'Ihr Konto | Trailhead Outfitters',
  'Orders, details and XPLR Pass points in one place.':
    'Bestellungen, Daten und XPLR-Pass-Punkte an einem Ort.',
  'XPLR Pass members earn double points this month':
    'XPLR-Pass-Mitglieder sammeln diesen Monat doppelte Punkte',
  'Learn more': 'Mehr erfahren',
  'Your details': 'Ihre Daten',
  'Your details | Trailhead Outfitters': 'Ihre Daten | Trailhead Outfitters',
  'Keep your details up to date.': 'Halten Sie Ihre Daten aktuell.',
  '<p>Keep your details up to date for faster checkout and better recommendations.</p>':
    '<p>Halten Sie Ihre Daten aktuell – für eine schnellere Kasse und bessere Empfehlungen.</p>',
  Cart: 'Warenkorb',
  'Cart | Trailhead Outfitters': 'Warenkorb | Trailhead Outfitters',
  'Your cart.': 'Ihr Warenkorb.',
  '<p>Free standard shipping over $75</p>': '<p>Kostenloser Standardversand ab 75 €</p>',
  '<p>Free returns within 60 days</p>': '<p>Kostenlose Rücksendung innerhalb von 60 Tagen</p>',
  '<p>Pick up in store</p>': '<p>In der Filiale abholen</p>',
  '<p>Gift wrapping at checkout</p>': '<p>Geschenkverpackung an der Kasse</p>',
  'Trail add-ons': 'Extras für den Trail',
  Checkout: 'Kasse',
  'Checkout | Trailhead Outfitters': 'Kasse | Trailhead Outfitters',
  'Secure checkout.': 'Sichere Kasse.',
  '<p>Your payment details are encrypted. Need help? <a href="/help/contact-us">Contact us</a>.</p>':
    '<p>Ihre Zahlungsdaten werden verschlüsselt. Brauchen Sie Hilfe? <a href="/help/contact-us">Kontaktieren Sie uns</a>.</p>',
  'Contact us | Trailhead Outfitters': 'Kontakt | Trailhead Outfitters',
  'Reach our customer care team by chat, phone or email.':
    'Erreichen Sie unseren Kundenservice per Chat, Telefon oder E-Mail.',
  '<p>Our team is here <strong>every day from 8 am to 8 pm</strong>.</p><ul><li>Phone: 1-800-555-0199</li><li>Email: <a href="mailto:care@example.com">care@example.com</a></li></ul>':
    '<p>Unser Team ist <strong>täglich von 8 bis 20 Uhr</strong> für Sie da.</p><ul><li>Telefon: 1-800-555-0199</li><li>E-Mail: <a href="mailto:care@example.com">care@example.com</a></li></ul>',
  'Frequently asked questions': 'Häufige Fragen',
  'Where is my order?': 'Wo ist meine Bestellung?',
  '<p>Sign in to your account to track every order.</p>':
    '<p>Melden Sie sich in Ihrem Konto an, um jede Bestellung zu verfolgen.</p>',
  'How do I return an item?': 'Wie sende ich einen Artikel zurück?',
  '<p>See <a href="/help/returns/how-to-return">how to return</a>.</p>':
    '<p>Siehe <a href="/help/returns/how-to-return">So funktioniert die Rücksendung</a>.</p>',
  'Do you price match?': 'Gleichen Sie Preise an?',
  '<p>Yes, within 14 days of purchase for identical items.</p>':
    '<p>Ja, innerhalb von 14 Tagen nach dem Kauf für identische Artikel.</p>',
  'Page not found': 'Seite nicht gefunden',
  'Page not found | Trailhead Outfitters': 'Seite nicht gefunden | Trailhead Outfitters',
  'This page is not available': 'Diese Seite ist nicht verfügbar',
  "We can't find that page": 'Wir finden diese Seite nicht',
  '<p>The page you are looking for may have moved or no longer exists.</p><p><a href="/">Go to the home page</a> or browse a category:</p><ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<p>Die gesuchte Seite wurde verschoben oder existiert nicht mehr.</p><p><a href="/">Zur Startseite</a> oder stöbern Sie in einer Kategorie:</p><ul><li><a href="/c/footwear-1000">Schuhe</a></li><li><a href="/c/apparel-2000">Bekleidung</a></li><li><a href="/c/gear-3000">Ausrüstung</a></li><li><a href="/c/gift-cards-4000">Geschenkkarten</a></li></ul>',
  'Gift cards | Trailhead Outfitters': 'Geschenkkarten | Trailhead Outfitters',
  'Buy a gift card or check your balance.': 'Kaufen Sie eine Geschenkkarte oder prüfen Sie Ihr Guthaben.',
  'Digital gift cards, delivered in minutes.': 'Digitale Geschenkkarten, in wenigen Minuten zugestellt.',
  'Buy a gift card': 'Geschenkkarte kaufen',
  '<p>Gift cards never expire and can be used online and in every store.</p>':
    '<p>Geschenkkarten verfallen nie und sind online und in jeder Filiale einlösbar.</p>',
  'Join XPLR Pass': 'XPLR Pass beitreten',
  'Join XPLR Pass | Trailhead Outfitters': 'XPLR Pass beitreten | Trailhead Outfitters',
  'Earn points on every purchase.': 'Sammeln Sie bei jedem Einkauf Punkte.',
  '<p>Earn points on every purchase, get early sale access and free returns.</p>':
    '<p>Sammeln Sie bei jedem Einkauf Punkte und erhalten Sie früheren Zugang zu Sales und kostenlose Rücksendungen.</p>',
  'Order confirmation': 'Bestellbestätigung',
  'Order confirmation | Trailhead Outfitters': 'Bestellbestätigung | Trailhead Outfitters',
  'Thank you for your order.': 'Vielen Dank für Ihre Bestellung.',
  '<p>We will email you when your order ships. Questions? <a href="/help/contact-us">Contact us</a>.</p>':
    '<p>Wir schicken Ihnen eine E-Mail, sobald Ihre Bestellung versandt wird. Fragen? <a href="/help/contact-us">Kontaktieren Sie uns</a>.</p>',
  'Offers | Trailhead Outfitters': 'Angebote | Trailhead Outfitters',
  'Current offers and promotion codes.': 'Aktuelle Angebote und Aktionscodes.',
  'Current offers': 'Aktuelle Angebote',
  '<ul><li>New here? Use code <strong>WELCOME10</strong> for 10% off your first order.</li><li>Use code <strong>FREESHIP</strong> for free standard shipping.</li></ul><p>See the <a href="/sale-terms">terms of sale</a> for details.</p>':
    '<ul><li>Neu hier? Mit dem Code <strong>WELCOME10</strong> erhalten Sie 10 % Rabatt auf Ihre erste Bestellung.</li><li>Mit dem Code <strong>FREESHIP</strong> ist der Standardversand kostenlos.</li></ul><p>Einzelheiten finden Sie in den <a href="/sale-terms">Verkaufsbedingungen</a>.</p>',
  Search: 'Suche',
  'Search | Trailhead Outfitters': 'Suche | Trailhead Outfitters',
  'Search the store.': 'Durchsuchen Sie den Shop.',
  '<p>Popular searches: <a href="/search?q=rain+jacket">rain jacket</a>, <a href="/search?q=trail+shoes">trail shoes</a>, <a href="/search?q=tent">tent</a>.</p>':
    '<p>Beliebte Suchen: <a href="/search?q=rain+jacket">Regenjacke</a>, <a href="/search?q=trail+shoes">Trailschuhe</a>, <a href="/search?q=tent">Zelt</a>.</p>',
  'Browse by category': 'Nach Kategorie stöbern',
  '<ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<ul><li><a href="/c/footwear-1000">Schuhe</a></li><li><a href="/c/apparel-2000">Bekleidung</a></li><li><a href="/c/gear-3000">Ausrüstung</a></li><li><a href="/c/gift-cards-4000">Geschenkkarten</a></li></ul>',
  'Sign in': 'Anmelden',
  'Sign in | Trailhead Outfitters': 'Anmelden | Trailhead Outfitters',
  'Sign in to your account.': 'Melden Sie sich in Ihrem Konto an.',
  '<p>Sign in to check out faster, track orders and earn XPLR Pass points.</p>':
    '<p>Melden Sie sich an, um schneller zu bezahlen, Bestellungen zu verfolgen und XPLR-Pass-Punkte zu sammeln.</p>',
  'Create an account': 'Konto erstellen',
  'Create an account | Trailhead Outfitters': 'Konto erstellen | Trailhead Outfitters',
  'Create an account and join XPLR Pass.': 'Erstellen Sie ein Konto und treten Sie XPLR Pass bei.',
  'Why create an account?': 'Warum ein Konto erstellen?',
  '<p>Faster checkout, order tracking and XPLR Pass points on every purchase.</p>':
    '<p>Schneller bezahlen, Bestellungen verfolgen und bei jedem Einkauf XPLR-Pass-Punkte sammeln.</p>',
  'Create an account.': 'Erstellen Sie ein Konto.',
  '<p>Members get free returns and early access to sales.</p>':
    '<p>Mitglieder erhalten kostenlose Rücksendungen und früheren Zugang zu Sales.</p>',
  'Store locator | Trailhead Outfitters': 'Filialsuche | Trailhead Outfitters',
  'Find a Trailhead Outfitters store near you.':
    'Finden Sie eine Trailhead-Outfitters-Filiale in Ihrer Nähe.',
  '<p>Order online and pick up in store, often the same day.</p>':
    '<p>Online bestellen und in der Filiale abholen, oft noch am selben Tag.</p>',
  'Westend flagship store': 'Flagship-Store Westend',
  'Westend flagship store | Trailhead Outfitters': 'Flagship-Store Westend | Trailhead Outfitters',
  'Our flagship store in the Westend.': 'Unser Flagship-Store im Westend.',
  'Three floors of footwear, apparel and gear, plus a gait analysis studio.':
    'Drei Etagen mit Schuhen, Bekleidung und Ausrüstung, dazu ein Studio für Laufanalysen.',
  'The storefront of the Westend flagship store': 'Die Fassade des Flagship-Stores im Westend',
  'Opening hours': 'Öffnungszeiten',
  Services: 'Services',
  'Gait analysis': 'Laufanalyse',
  '<p>Free, by appointment, with our running specialists.</p>':
    '<p>Kostenlos, nach Terminvereinbarung, mit unseren Laufexperten.</p>',
  'Boot fitting': 'Stiefelanpassung',
  '<p>Walk-in every weekend.</p>': '<p>Ohne Termin an jedem Wochenende.</p>',
  'Footwear: running shoes and hiking boots | Trailhead Outfitters':
    'Schuhe: Laufschuhe und Wanderstiefel | Trailhead Outfitters',
  '<h2>How to choose</h2><p>Pick <strong>running shoes</strong> by terrain: smooth soles for the road, deep lugs for the trail. For <strong>hiking boots</strong>, think about load and weather: a waterproof mid-cut boot suits most hikers.</p><p>Not sure about size? <a href="/help/contact-us">Ask our fitting team</a> or visit a <a href="/store-locator">store near you</a>.</p>':
    '<h2>Die richtige Wahl</h2><p>Wählen Sie <strong>Laufschuhe</strong> nach dem Gelände: glatte Sohlen für die Straße, tiefe Stollen für den Trail. Bei <strong>Wanderstiefeln</strong> zählen Last und Wetter: Ein wasserdichter, halbhoher Stiefel passt für die meisten Wanderer.</p><p>Unsicher bei der Größe? <a href="/help/contact-us">Fragen Sie unser Team</a> oder besuchen Sie eine <a href="/store-locator">Filiale in Ihrer Nähe</a>.</p>',
  'Running Shoes | Trailhead Outfitters': 'Laufschuhe | Trailhead Outfitters',
  'Light, cushioned and grippy: road and trail shoes for every pace and every distance.':
    'Leicht, gedämpft und griffig: Straßen- und Trailschuhe für jedes Tempo und jede Distanz.',
  '<p>Light, cushioned and grippy: road and trail shoes for every pace and every distance.</p>':
    '<p>Leicht, gedämpft und griffig: Straßen- und Trailschuhe für jedes Tempo und jede Distanz.</p>',
  'Hiking Boots | Trailhead Outfitters': 'Wanderstiefel | Trailhead Outfitters',
  'Waterproof boots with support that lasts from the first switchback to the summit.':
    'Wasserdichte Stiefel mit Halt von der ersten Kehre bis zum Gipfel.',
  '<p>Waterproof boots with support that lasts from the first switchback to the summit.</p>':
    '<p>Wasserdichte Stiefel mit Halt von der ersten Kehre bis zum Gipfel.</p>',
  'Apparel | Trailhead Outfitters': 'Bekleidung | Trailhead Outfitters',
  'Layers for every season, tested on the trail.': 'Schichten für jede Jahreszeit, auf dem Trail getestet.',
  '<p>Layers for every season, tested on the trail.</p>':
    '<p>Schichten für jede Jahreszeit, auf dem Trail getestet.</p>',
  'Jackets | Trailhead Outfitters': 'Jacken | Trailhead Outfitters',
  'Shells, insulated jackets and packable layers that shrug off wind, rain and snow.':
    'Hardshells, Isolationsjacken und packbare Schichten, die Wind, Regen und Schnee trotzen.',
  '<p>Shells, insulated jackets and packable layers that shrug off wind, rain and snow.</p>':
    '<p>Hardshells, Isolationsjacken und packbare Schichten, die Wind, Regen und Schnee trotzen.</p>',
  'Fleece & Base Layers | Trailhead Outfitters': 'Fleece & Basisschichten | Trailhead Outfitters',
  'Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.':
    'Warmes Fleece und Merino-Basisschichten, die im Aufstieg atmen und am Gipfel wärmen.',
  '<p>Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.</p>':
    '<p>Warmes Fleece und Merino-Basisschichten, die im Aufstieg atmen und am Gipfel wärmen.</p>',
  'Gear | Trailhead Outfitters': 'Ausrüstung | Trailhead Outfitters',
  'Tents, packs and the small essentials for nights out.':
    'Zelte, Rucksäcke und das kleine Nötige für Nächte draußen.',
  '<p>Tents, packs and the small essentials for nights out.</p>':
    '<p>Zelte, Rucksäcke und das kleine Nötige für Nächte draußen.</p>',
  'Tents & Packs | Trailhead Outfitters': 'Zelte & Rucksäcke | Trailhead Outfitters',
  'Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.':
    'Zelte für schnelle Übernachtungen und Familien-Basislager, dazu Rucksäcke vom Tagesrucksack bis zur Expedition.',
  '<p>Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.</p>':
    '<p>Zelte für schnelle Übernachtungen und Familien-Basislager, dazu Rucksäcke vom Tagesrucksack bis zur Expedition.</p>',
  'Accessories | Trailhead Outfitters': 'Zubehör | Trailhead Outfitters',
  'Bottles, headlamps, beanies and gloves: the small things that make a big day better.':
    'Flaschen, Stirnlampen, Mützen und Handschuhe: Kleinigkeiten, die einen großen Tag besser machen.',
  '<p>Bottles, headlamps, beanies and gloves: the small things that make a big day better.</p>':
    '<p>Flaschen, Stirnlampen, Mützen und Handschuhe: Kleinigkeiten, die einen großen Tag besser machen.</p>',
  'Gift Cards | Trailhead Outfitters': 'Geschenkkarten | Trailhead Outfitters',
  'The gift of the outdoors, in any amount.': 'Natur verschenken, in jeder Höhe.',
  '<p>The gift of the outdoors, in any amount.</p>': '<p>Natur verschenken, in jeder Höhe.</p>',
  'Digital Gift Cards | Trailhead Outfitters': 'Digitale Geschenkkarten | Trailhead Outfitters',
  'Delivered by email within minutes and redeemable online and in every store.':
    'In wenigen Minuten per E-Mail zugestellt, online und in jeder Filiale einlösbar.',
  '<p>Delivered by email within minutes and redeemable online and in every store.</p>':
    '<p>In wenigen Minuten per E-Mail zugestellt, online und in jeder Filiale einlösbar.</p>',
  'Tempo Trail Runner | Trailhead Outfitters': 'Tempo Trail-Laufschuh | Trailhead Outfitters',
  'Built for mixed terrain.': 'Gebaut für gemischtes Gelände.',
  'Made for mixed terrain': 'Gemacht für gemischtes Gelände',
  '<p>A 4 mm drop, a rock plate under the forefoot and lugs that shed mud: the Tempo Trail Runner goes from the road to the ridge without a change of shoes.</p>':
    '<p>4 mm Sprengung, eine Steinschutzplatte unter dem Vorfuß und Stollen, die Schlamm abstreifen: Der Tempo Trail-Laufschuh läuft ohne Schuhwechsel von der Straße bis auf den Grat.</p>',
  '<p>Upper from 50% recycled polyester</p>': '<p>Obermaterial zu 50 % aus recyceltem Polyester</p>',
  'Hearth Down Parka | Trailhead Outfitters': 'Hearth Daunenparka | Trailhead Outfitters',
  'Warm to minus twenty.': 'Warm bis minus zwanzig Grad.',
  'Complete the look': 'Den Look vervollständigen',
  Returns: 'Rücksendungen',
  Home: 'Startseite',
  'Trailhead Outfitters | Footwear, apparel and gear for the outdoors':
    'Trailhead Outfitters | Schuhe, Bekleidung und Ausrüstung für draußen',
  'Running shoes, hiking boots, jackets, tents and packs, with free returns and store pickup.':
    'Laufschuhe, Wanderstiefel, Jacken, Zelte und Rucksäcke, mit kostenloser Rücksendung und Abholung in der Filiale.',
  '<p><strong>Free standard shipping</strong> on orders over $75.</p>':
    '<p><strong>Kostenloser Standardversand</strong> für Bestellungen ab 75 €.</p>',
  '<p>Join <strong>XPLR Pass</strong> and earn points on every purchase.</p>':
    '<p>Treten Sie <strong>XPLR Pass</strong> bei und sammeln Sie bei jedem Einkauf Punkte.</p>',
  'A hiker on a ridge above a valley at sunrise':
    'Eine Wanderin auf einem Grat über einem Tal bei Sonnenaufgang',
  '<p>Earn points on every purchase, get early access to sales and free returns, always.</p>':
    '<p>Sammeln Sie bei jedem Einkauf Punkte, erhalten Sie früheren Zugang zu Sales und immer kostenlose Rücksendungen.</p>',
  '<h2>Made for the miles</h2><p>We test every shoe, shell and tent on real trails before it reaches our shelves. If it does not hold up, it does not make the cut. Read more <a href="/about">about us</a> or find inspiration in our <a href="/basecamp">Basecamp stories</a>.</p>':
    '<h2>Gemacht für die Langstrecke</h2><p>Wir testen jeden Schuh, jede Jacke und jedes Zelt auf echten Trails, bevor sie in unsere Regale kommen. Was nicht hält, fliegt raus. Lesen Sie mehr <a href="/about">über uns</a> oder holen Sie sich Anregungen in unseren <a href="/basecamp">Basecamp-Geschichten</a>.</p>',
  '<p><strong>Free shipping</strong> over $75</p>': '<p><strong>Kostenloser Versand</strong> ab 75 €</p>',
  '<p><strong>Free returns</strong> within 60 days</p>':
    '<p><strong>Kostenlose Rücksendung</strong> innerhalb von 60 Tagen</p>',
  '<p><strong>Pick up in store</strong>, often the same day</p>':
    '<p><strong>In der Filiale abholen</strong>, oft noch am selben Tag</p>',
  Relevance: 'Relevanz',
  'Price: low to high': 'Preis: aufsteigend',
  'Price: high to low': 'Preis: absteigend',
  Newest: 'Neueste',
  'Top rated': 'Beste Bewertung',
  'Free returns within 60 days': 'Kostenlose Rücksendung innerhalb von 60 Tagen',
  'Best Seller': 'Bestseller',
  'Limited Edition': 'Limitierte Edition',
  New: 'Neu',
  Waterproof: 'Wasserdicht',
  'You may also like': 'Das könnte Ihnen auch gefallen',
  'Trail Running Kit': 'Trailrunning-Set',
  'Our everyday trail shoe with the socks and bottle we run in.':
    'Unser Trailschuh für jeden Tag, mit den Socken und der Flasche, mit denen wir laufen.',
  Colour: 'Farbe',
  Size: 'Größe',
  Price: 'Preis',
  Brand: 'Marke',
  'Backpacking Starter Set': 'Einsteigerset Trekking',
  'A two-person tent, a daypack for side trips and a headlamp for the evenings.':
    'Ein Zwei-Personen-Zelt, ein Tagesrucksack für Abstecher und eine Stirnlampe für die Abende.',
  // The cart: delivery methods and promotions.
  'Standard delivery': 'Standardversand',
  'Express delivery': 'Expressversand',
  'Digital delivery': 'Digitale Zustellung',
  '3-5 days': '3–5 Tage',
  '1-2 days': '1–2 Tage',
  Instant: 'Sofort',
  'Free standard shipping on qualifying orders|Spend {amount} more for free standard shipping|You get free standard shipping':
    'Kostenloser Standardversand für berechtigte Bestellungen|Noch {amount} bis zum kostenlosen Standardversand|Ihr Standardversand ist kostenlos',
  'You get free standard shipping': 'Ihr Standardversand ist kostenlos',
  'Free standard shipping over the threshold': 'Kostenloser Standardversand ab dem Mindestbestellwert',
  'Free standard shipping': 'Kostenloser Standardversand',
  'Free beanie with your order': 'Gratis-Mütze zu Ihrer Bestellung',
  'Free Merino Cuff Beanie': 'Merino-Mütze mit Umschlag gratis',
  '10% off your order': '10 % Rabatt auf Ihre Bestellung',
  '15% off your order': '15 % Rabatt auf Ihre Bestellung',
  '20% off your order': '20 % Rabatt auf Ihre Bestellung',
  '25% off your order': '25 % Rabatt auf Ihre Bestellung',
  '5% off your order': '5 % Rabatt auf Ihre Bestellung',
  '20% off running shoes': '20 % Rabatt auf Laufschuhe',
  '30% off for the first 100 orders': '30 % Rabatt auf die ersten 100 Bestellungen',
  'Welcome offer': 'Willkommensangebot',
  'Season sale': 'Saisonschlussverkauf',
  'Running shoes 20% off': 'Laufschuhe 20 % günstiger',
  'Last season': 'Letzte Saison',
  'Next year': 'Nächstes Jahr',
  'Thank you': 'Danke',
  'Launch offer': 'Einführungsangebot',
}
