import type { TextDictionary } from './types.ts'

/** German texts (de_DE) of the emulator's shop pages: home, account, cart, checkout, contact, 404, gift card, offers, search, sign-in and sign-up, stores, about: whole English texts, rich text as whole HTML. */
export const PAGES_DE: TextDictionary = {
  Home: 'Startseite',
  'Trailhead Outfitters | Footwear, apparel and gear for the outdoors':
    'Trailhead Outfitters | Schuhe, Bekleidung und Ausrüstung für draußen',
  'Running shoes, hiking boots, jackets, tents and packs, with free returns and store pickup.':
    'Laufschuhe, Wanderstiefel, Jacken, Zelte und Rucksäcke, mit kostenloser Rücksendung und Abholung in der Filiale.',
  '<p><strong>Free standard shipping</strong> on orders over {freeShippingThreshold}.</p>':
    '<p><strong>Kostenloser Standardversand</strong> ab {freeShippingThreshold}.</p>',
  '<p>Join <strong>XPLR Pass</strong> and earn points on every purchase.</p>':
    '<p><strong>XPLR Pass</strong>: Punkte bei jedem Einkauf.</p>',
  'Spring season launch': 'Start der Frühlingssaison',
  'A hiker on a ridge above a valley at sunrise':
    'Ein Wanderer auf einem Grat über einem Tal bei Sonnenaufgang',
  'Spring season launch, trail copy': 'Start der Frühlingssaison, Trail-Text',
  'XPLR Pass': 'XPLR Pass',
  '<p>Earn points on every purchase, get early access to sales and free returns, always.</p>':
    '<p>Sammeln Sie bei jedem Einkauf Punkte, erhalten Sie frühen Zugang zu Sales und kostenlose Rücksendungen, immer.</p>',
  '<h2>Made for the miles</h2><p>We test every shoe, shell and tent on real trails before it reaches our shelves. If it does not hold up, it does not make the cut. Read more <a href="/about">about us</a> or find inspiration in our <a href="/basecamp">Basecamp stories</a>.</p>':
    '<h2>Gemacht für die Kilometer</h2><p>Wir testen jeden Schuh, jede Jacke und jedes Zelt auf echten Trails, bevor es in unsere Regale kommt. Was nicht hält, fliegt raus. Lesen Sie mehr <a href="/about">über uns</a> oder lassen Sie sich von unseren <a href="/basecamp">Basecamp-Geschichten</a> inspirieren.</p>',
  '<p><strong>Free shipping</strong> over {freeShippingThreshold}</p>':
    '<p><strong>Kostenloser Versand</strong> ab {freeShippingThreshold}</p>',
  '<p><strong>Free returns</strong> within 60 days</p>':
    '<p><strong>Kostenlose Rücksendung</strong> innerhalb von 60 Tagen</p>',
  '<p><strong>Pick up in store</strong>, often the same day</p>':
    '<p><strong>Abholung in der Filiale</strong>, oft noch am selben Tag</p>',
  'Your account': 'Ihr Konto',
  'Your account | Trailhead Outfitters': 'Ihr Konto | Trailhead Outfitters',
  'Orders, details and XPLR Pass points in one place.':
    'Bestellungen, Daten und XPLR Pass-Punkte an einem Ort.',
  'XPLR Pass members earn double points this month':
    'XPLR Pass-Mitglieder sammeln diesen Monat doppelte Punkte',
  'Your details': 'Ihre Daten',
  'Your details | Trailhead Outfitters': 'Ihre Daten | Trailhead Outfitters',
  'Keep your details up to date.': 'Halten Sie Ihre Daten aktuell.',
  '<p>Keep your details up to date for faster checkout and better recommendations.</p>':
    '<p>Halten Sie Ihre Daten aktuell, für eine schnellere Kasse und bessere Empfehlungen.</p>',
  'Basecamp stories | Trailhead Outfitters': 'Basecamp-Geschichten | Trailhead Outfitters',
  'Trip reports, gear guides and how-tos from our team.':
    'Tourenberichte, Ausrüstungsratgeber und Anleitungen von unserem Team.',
  'Trip reports, gear guides and how-tos from people who live outside.':
    'Tourenberichte, Ausrüstungsratgeber und Anleitungen von Menschen, die draußen leben.',
  'Tents pitched beside an alpine lake': 'Zelte am Ufer eines Bergsees',
  '<h2>Latest stories</h2><ul><li><a href="/c/running-shoes-1010">Your first trail half marathon</a></li><li><a href="/c/tents-packs-3010">Packing list for a two-night hike</a></li><li><a href="/c/fleece-base-layers-2020">Layering 101: stay warm without overheating</a></li></ul>':
    '<h2>Neueste Geschichten</h2><ul><li><a href="/c/running-shoes-1010">Ihr erster Trail-Halbmarathon</a></li><li><a href="/c/tents-packs-3010">Packliste für eine Wanderung mit zwei Übernachtungen</a></li><li><a href="/c/fleece-base-layers-2020">Zwiebelprinzip 101: warm bleiben, ohne zu überhitzen</a></li></ul>',
  Cart: 'Warenkorb',
  'Cart | Trailhead Outfitters': 'Warenkorb | Trailhead Outfitters',
  'Your cart.': 'Ihr Warenkorb.',
  '<p>Free standard shipping over {freeShippingThreshold}</p>':
    '<p>Kostenloser Standardversand ab {freeShippingThreshold}</p>',
  '<p>Free returns within 60 days</p>': '<p>Kostenlose Rücksendung innerhalb von 60 Tagen</p>',
  '<p>Pick up in store</p>': '<p>Abholung in der Filiale</p>',
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
  '<p>Our team is here <strong>every day from 8 am to 8 pm</strong>.</p><ul><li>Phone: {carePhone}</li><li>Email: <a href="mailto:care@example.com">care@example.com</a></li></ul>':
    '<p>Unser Team ist <strong>täglich von 8 bis 20 Uhr</strong> für Sie da.</p><ul><li>Telefon: {carePhone}</li><li>E-Mail: <a href="mailto:care@example.com">care@example.com</a></li></ul>',
  'Frequently asked questions': 'Häufige Fragen',
  'Where is my order?': 'Wo ist meine Bestellung?',
  '<p>Sign in to your account to track every order.</p>':
    '<p>Melden Sie sich in Ihrem Konto an, um jede Bestellung zu verfolgen.</p>',
  'How do I return an item?': 'Wie sende ich einen Artikel zurück?',
  '<p>See <a href="/help/returns/how-to-return">how to return</a>.</p>':
    '<p>Lesen Sie, <a href="/help/returns/how-to-return">wie die Rücksendung funktioniert</a>.</p>',
  'Do you price match?': 'Bieten Sie eine Preisgarantie?',
  '<p>Yes, within 14 days of purchase for identical items.</p>':
    '<p>Ja, innerhalb von 14 Tagen nach dem Kauf für identische Artikel.</p>',
  'Page not found': 'Seite nicht gefunden',
  'Page not found | Trailhead Outfitters': 'Seite nicht gefunden | Trailhead Outfitters',
  'This page is not available': 'Diese Seite ist nicht verfügbar',
  "We can't find that page": 'Wir können diese Seite nicht finden',
  '<p>The page you are looking for may have moved or no longer exists.</p><p><a href="/">Go to the home page</a> or browse a category:</p><ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<p>Die gesuchte Seite wurde möglicherweise verschoben oder existiert nicht mehr.</p><p><a href="/">Zur Startseite</a> oder eine Kategorie durchsuchen:</p><ul><li><a href="/c/footwear-1000">Schuhe</a></li><li><a href="/c/apparel-2000">Bekleidung</a></li><li><a href="/c/gear-3000">Ausrüstung</a></li><li><a href="/c/gift-cards-4000">Geschenkkarten</a></li></ul>',
  'Gift cards | Trailhead Outfitters': 'Geschenkkarten | Trailhead Outfitters',
  'Buy a gift card or check your balance.': 'Kaufen Sie eine Geschenkkarte oder prüfen Sie Ihr Guthaben.',
  'Digital gift cards, delivered in minutes.': 'Digitale Geschenkkarten, in wenigen Minuten zugestellt.',
  'Buy a gift card': 'Geschenkkarte kaufen',
  '<p>Gift cards never expire and can be used online and in every store.</p>':
    '<p>Geschenkkarten verfallen nie und können online und in jeder Filiale eingelöst werden.</p>',
  'Join XPLR Pass': 'XPLR Pass beitreten',
  'Join XPLR Pass | Trailhead Outfitters': 'XPLR Pass beitreten | Trailhead Outfitters',
  'Earn points on every purchase.': 'Sammeln Sie bei jedem Einkauf Punkte.',
  '<p>Earn points on every purchase, get early sale access and free returns.</p>':
    '<p>Sammeln Sie bei jedem Einkauf Punkte, erhalten Sie frühen Zugang zu Sales und kostenlose Rücksendungen.</p>',
  'Order confirmation': 'Bestellbestätigung',
  'Order confirmation | Trailhead Outfitters': 'Bestellbestätigung | Trailhead Outfitters',
  'Thank you for your order.': 'Vielen Dank für Ihre Bestellung.',
  '<p>We will email you when your order ships. Questions? <a href="/help/contact-us">Contact us</a>.</p>':
    '<p>Wir benachrichtigen Sie per E-Mail, sobald Ihre Bestellung versandt wird. Fragen? <a href="/help/contact-us">Kontaktieren Sie uns</a>.</p>',
  'Offers | Trailhead Outfitters': 'Angebote | Trailhead Outfitters',
  'Current offers and promotion codes.': 'Aktuelle Angebote und Aktionscodes.',
  'Current offers': 'Aktuelle Angebote',
  '<ul><li>New here? Use code <strong>WELCOME10</strong> for 10% off your first order.</li><li>Use code <strong>FREESHIP</strong> for free standard shipping.</li></ul><p>See the <a href="/sale-terms">terms of sale</a> for details.</p>':
    '<ul><li>Neu hier? Mit dem Code <strong>WELCOME10</strong> erhalten Sie 10 % Rabatt auf Ihre erste Bestellung.</li><li>Mit dem Code <strong>FREESHIP</strong> erhalten Sie kostenlosen Standardversand.</li></ul><p>Einzelheiten finden Sie in den <a href="/sale-terms">Verkaufsbedingungen</a>.</p>',
  Search: 'Suche',
  'Search | Trailhead Outfitters': 'Suche | Trailhead Outfitters',
  'Search the store.': 'Im Shop suchen.',
  '<p>Popular searches: <a href="/search?q=rain+jacket">rain jacket</a>, <a href="/search?q=trail+shoes">trail shoes</a>, <a href="/search?q=tent">tent</a>.</p>':
    '<p>Beliebte Suchen: <a href="/search?q=Regenjacke">Regenjacke</a>, <a href="/search?q=Laufschuhe">Laufschuhe</a>, <a href="/search?q=Zelt">Zelt</a>.</p>',
  'Browse by category': 'Nach Kategorie stöbern',
  '<ul><li><a href="/c/footwear-1000">Footwear</a></li><li><a href="/c/apparel-2000">Apparel</a></li><li><a href="/c/gear-3000">Gear</a></li><li><a href="/c/gift-cards-4000">Gift Cards</a></li></ul>':
    '<ul><li><a href="/c/footwear-1000">Schuhe</a></li><li><a href="/c/apparel-2000">Bekleidung</a></li><li><a href="/c/gear-3000">Ausrüstung</a></li><li><a href="/c/gift-cards-4000">Geschenkkarten</a></li></ul>',
  'Sign in': 'Anmelden',
  'Sign in | Trailhead Outfitters': 'Anmelden | Trailhead Outfitters',
  'Sign in to your account.': 'Melden Sie sich in Ihrem Konto an.',
  '<p>Sign in to check out faster, track orders and earn XPLR Pass points.</p>':
    '<p>Melden Sie sich an, um schneller zu bezahlen, Bestellungen zu verfolgen und XPLR Pass-Punkte zu sammeln.</p>',
  'Create an account': 'Konto erstellen',
  'Create an account | Trailhead Outfitters': 'Konto erstellen | Trailhead Outfitters',
  'Create an account and join XPLR Pass.': 'Erstellen Sie ein Konto und treten Sie XPLR Pass bei.',
  'Why create an account?': 'Warum ein Konto erstellen?',
  '<p>Faster checkout, order tracking and XPLR Pass points on every purchase.</p>':
    '<p>Schnellere Kasse, Sendungsverfolgung und XPLR Pass-Punkte bei jedem Einkauf.</p>',
  'Create an account.': 'Erstellen Sie ein Konto.',
  '<p>Members get free returns and early access to sales.</p>':
    '<p>Mitglieder erhalten kostenlose Rücksendungen und frühen Zugang zu Sales.</p>',
  'Store locator | Trailhead Outfitters': 'Filialsuche | Trailhead Outfitters',
  'Find a Trailhead Outfitters store near you.':
    'Finden Sie eine Trailhead Outfitters-Filiale in Ihrer Nähe.',
  '<p>Order online and pick up in store, often the same day.</p>':
    '<p>Online bestellen und in der Filiale abholen, oft noch am selben Tag.</p>',
  'Westend flagship store': 'Flagship-Store Westend',
  'Westend flagship store | Trailhead Outfitters': 'Flagship-Store Westend | Trailhead Outfitters',
  'Our flagship store in the Westend.': 'Unser Flagship-Store im Westend.',
  'Three floors of footwear, apparel and gear, plus a gait analysis studio.':
    'Drei Etagen mit Schuhen, Bekleidung und Ausrüstung, dazu ein Studio für Laufanalysen.',
  'The storefront of the Westend flagship store': 'Die Ladenfront des Flagship-Stores Westend',
  'Opening hours': 'Öffnungszeiten',
  Services: 'Services',
  'Gait analysis': 'Laufanalyse',
  '<p>Free, by appointment, with our running specialists.</p>':
    '<p>Kostenlos, nach Terminvereinbarung, mit unseren Laufexperten.</p>',
  'Boot fitting': 'Stiefelanpassung',
  '<p>Walk-in every weekend.</p>': '<p>Jedes Wochenende ohne Termin.</p>',
  'About us | Trailhead Outfitters': 'Über uns | Trailhead Outfitters',
  'Who we are and how we test the gear we sell.':
    'Wer wir sind und wie wir die Ausrüstung testen, die wir verkaufen.',
  'Outfitting adventures since 1987': 'Ausrüstung für Abenteuer seit 1987',
  'We started as a two-person boot repair shop. We still fix boots.':
    'Wir haben als Zwei-Personen-Schusterwerkstatt angefangen. Wir reparieren immer noch Stiefel.',
  'The original workshop with boots on the bench':
    'Die ursprüngliche Werkstatt mit Stiefeln auf der Werkbank',
  '<p>Every product we sell is <strong>tested on real trails</strong> by our staff. We repair what we can, recycle what we cannot, and publish what we learn in our <a href="/basecamp">Basecamp stories</a>.</p>':
    '<p>Jedes Produkt, das wir verkaufen, wird von unserem Team <strong>auf echten Trails getestet</strong>. Wir reparieren, was wir können, recyceln, was wir nicht reparieren können, und veröffentlichen, was wir lernen, in unseren <a href="/basecamp">Basecamp-Geschichten</a>.</p>',
  'What we stand for': 'Wofür wir stehen',
  '<p>Repair before replace</p>': '<p>Reparieren statt ersetzen</p>',
  '<p>Tested on the trail</p>': '<p>Im Gelände getestet</p>',
  '<p>Local stores, local experts</p>': '<p>Lokale Filialen, lokale Experten</p>',
  '<p>60-day returns</p>': '<p>60 Tage Rückgaberecht</p>',
}
