import type { TextDictionary } from './types.ts'

/** German texts (de_DE) of the emulator's help centre, returns and legal pages: whole English texts, rich text as whole HTML. */
export const HELP_PAGES_DE: TextDictionary = {
  'Help centre': 'Hilfe-Center',
  'Help centre | Trailhead Outfitters': 'Hilfe-Center | Trailhead Outfitters',
  'Answers about orders, shipping, returns and your account.':
    'Antworten zu Bestellungen, Versand, Rücksendungen und Ihrem Konto.',
  '<ul><li><a href="/help/contact-us">Contact us</a></li><li><a href="/help/returns/how-to-return">How to return</a></li><li><a href="/policies/shipping-terms">Shipping terms</a></li><li><a href="/store-locator">Store locator</a></li></ul>':
    '<ul><li><a href="/help/contact-us">Kontakt</a></li><li><a href="/help/returns/how-to-return">So funktioniert die Rücksendung</a></li><li><a href="/policies/shipping-terms">Versandbedingungen</a></li><li><a href="/store-locator">Filialsuche</a></li></ul>',
  'Popular questions': 'Beliebte Fragen',
  'How long does shipping take?': 'Wie lange dauert der Versand?',
  '<p>Standard shipping takes 3 to 5 business days.</p>':
    '<p>Der Standardversand dauert 3 bis 5 Werktage.</p>',
  'Can I change my order?': 'Kann ich meine Bestellung ändern?',
  '<p>Orders can be changed within one hour of purchase.</p>':
    '<p>Bestellungen können innerhalb einer Stunde nach dem Kauf geändert werden.</p>',
  'How do XPLR Pass points work?': 'Wie funktionieren XPLR Pass-Punkte?',
  '<p>See the <a href="/xplr-pass">XPLR Pass</a> page.</p>':
    '<p>Siehe die Seite <a href="/xplr-pass">XPLR Pass</a>.</p>',
  'How to return | Trailhead Outfitters': 'So funktioniert die Rücksendung | Trailhead Outfitters',
  'Return anything within 60 days, by mail or in store.':
    'Senden Sie alles innerhalb von 60 Tagen zurück, per Post oder in der Filiale.',
  '<p>Returns are free within <strong>60 days</strong> of delivery.</p><h2>By mail</h2><ul><li>Sign in and open the order.</li><li>Choose the items and print the label.</li><li>Drop the parcel at any post office.</li></ul><h2>In store</h2><p>Bring the items and your order number to any <a href="/store-locator">store</a>.</p>':
    '<p>Rücksendungen sind innerhalb von <strong>60 Tagen</strong> nach Lieferung kostenlos.</p><h2>Per Post</h2><ul><li>Melden Sie sich an und öffnen Sie die Bestellung.</li><li>Wählen Sie die Artikel aus und drucken Sie das Etikett.</li><li>Geben Sie das Paket in einer beliebigen Postfiliale ab.</li></ul><h2>In der Filiale</h2><p>Bringen Sie die Artikel und Ihre Bestellnummer in eine beliebige <a href="/store-locator">Filiale</a>.</p>',
  'Privacy policy | Trailhead Outfitters': 'Datenschutzerklärung | Trailhead Outfitters',
  'Privacy policy of Trailhead Outfitters.': 'Datenschutzerklärung von Trailhead Outfitters.',
  '<p>We collect the information you give us when you order, create an account or sign up for emails, and the data your browser sends when you visit.</p><p>We use it to deliver your orders, run your account, improve the store and, with your consent, personalise offers.</p><p>You can ask to see, correct or delete your data at any time by <a href="/help/contact-us">contacting us</a>.</p><p>Last updated 1 March 2026.</p>':
    '<p>Wir erheben die Informationen, die Sie uns bei einer Bestellung, der Erstellung eines Kontos oder der Anmeldung zu E-Mails geben, sowie die Daten, die Ihr Browser bei Ihrem Besuch sendet.</p><p>Wir nutzen sie, um Ihre Bestellungen zu liefern, Ihr Konto zu führen, den Shop zu verbessern und, mit Ihrer Einwilligung, Angebote zu personalisieren.</p><p>Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen, indem Sie <a href="/help/contact-us">uns kontaktieren</a>.</p><p>Zuletzt aktualisiert am 1. März 2026.</p>',
  'Brand terms | Trailhead Outfitters': 'Markenbedingungen | Trailhead Outfitters',
  'Brand terms of Trailhead Outfitters.': 'Markenbedingungen von Trailhead Outfitters.',
  '<p>The Trailhead Outfitters name, logo and product names are our trademarks.</p><p>You may not use them without our written permission, except to refer to our products truthfully.</p><p>Last updated 1 March 2026.</p>':
    '<p>Der Name Trailhead Outfitters, das Logo und die Produktnamen sind unsere Marken.</p><p>Sie dürfen sie ohne unsere schriftliche Genehmigung nicht verwenden, außer um wahrheitsgemäß auf unsere Produkte zu verweisen.</p><p>Zuletzt aktualisiert am 1. März 2026.</p>',
  'Terms of sale | Trailhead Outfitters': 'Verkaufsbedingungen | Trailhead Outfitters',
  'Terms of sale of Trailhead Outfitters.': 'Verkaufsbedingungen von Trailhead Outfitters.',
  '<p>These terms apply to every order placed on this site. Prices include applicable taxes unless stated otherwise.</p><p>A contract is formed when we send your shipping confirmation. We may cancel an order if an item is out of stock or mispriced.</p><p>Promotion codes cannot be combined unless stated, and have no cash value.</p><p>Last updated 1 March 2026.</p>':
    '<p>Diese Bedingungen gelten für jede Bestellung auf dieser Website. Die Preise enthalten die geltenden Steuern, sofern nicht anders angegeben.</p><p>Ein Vertrag kommt zustande, wenn wir Ihnen die Versandbestätigung senden. Wir können eine Bestellung stornieren, wenn ein Artikel nicht vorrätig oder falsch ausgezeichnet ist.</p><p>Aktionscodes sind nicht kombinierbar, sofern nicht anders angegeben, und haben keinen Barwert.</p><p>Zuletzt aktualisiert am 1. März 2026.</p>',
  'Loyalty terms | Trailhead Outfitters': 'Bedingungen des Treueprogramms | Trailhead Outfitters',
  'Loyalty terms of Trailhead Outfitters.': 'Bedingungen des Treueprogramms von Trailhead Outfitters.',
  '<p>XPLR Pass is free to join. Members earn points on eligible purchases; points have no cash value.</p><p>Points expire 12 months after they are earned. We may change the programme with 30 days notice.</p><p>Last updated 1 March 2026.</p>':
    '<p>Die Mitgliedschaft bei XPLR Pass ist kostenlos. Mitglieder sammeln Punkte für berechtigte Einkäufe; Punkte haben keinen Barwert.</p><p>Punkte verfallen 12 Monate nach ihrer Gutschrift. Wir können das Programm mit einer Frist von 30 Tagen ändern.</p><p>Zuletzt aktualisiert am 1. März 2026.</p>',
  'SMS terms | Trailhead Outfitters': 'SMS-Bedingungen | Trailhead Outfitters',
  'SMS terms of Trailhead Outfitters.': 'SMS-Bedingungen von Trailhead Outfitters.',
  '<p>By signing up for texts you agree to receive recurring marketing messages. Message and data rates may apply.</p><p>Reply STOP to unsubscribe or HELP for help at any time.</p><p>Last updated 1 March 2026.</p>':
    '<p>Mit der Anmeldung für SMS stimmen Sie zu, regelmäßig Marketingnachrichten zu erhalten. Es können Gebühren für Nachrichten und Daten anfallen.</p><p>Antworten Sie jederzeit mit STOP, um sich abzumelden, oder mit HELP, um Hilfe zu erhalten.</p><p>Zuletzt aktualisiert am 1. März 2026.</p>',
  'Associate discount terms | Trailhead Outfitters':
    'Bedingungen des Mitarbeiterrabatts | Trailhead Outfitters',
  'Associate discount terms of Trailhead Outfitters.':
    'Bedingungen des Mitarbeiterrabatts von Trailhead Outfitters.',
  '<p>Store associates receive a discount on eligible items for personal use, up to an annual cap.</p><p>The discount may not be combined with other offers or used for resale.</p><p>Last updated 1 March 2026.</p>':
    '<p>Filialmitarbeitende erhalten auf berechtigte Artikel für den persönlichen Gebrauch einen Rabatt bis zu einer jährlichen Obergrenze.</p><p>Der Rabatt ist nicht mit anderen Angeboten kombinierbar und darf nicht für den Weiterverkauf genutzt werden.</p><p>Zuletzt aktualisiert am 1. März 2026.</p>',
  'XPLR Pass | Trailhead Outfitters': 'XPLR Pass | Trailhead Outfitters',
  'XPLR Pass of Trailhead Outfitters.': 'XPLR Pass von Trailhead Outfitters.',
  '<p>XPLR Pass is our free membership: earn points on every purchase, get early access to sales and enjoy free returns.</p><p>Join when you <a href="/sign-up">create an account</a>. See the <a href="/loyalty-terms">loyalty terms</a>.</p>':
    '<p>XPLR Pass ist unsere kostenlose Mitgliedschaft: Sammeln Sie bei jedem Einkauf Punkte, erhalten Sie frühen Zugang zu Sales und genießen Sie kostenlose Rücksendungen.</p><p>Treten Sie bei, wenn Sie <a href="/sign-up">ein Konto erstellen</a>. Siehe die <a href="/loyalty-terms">Bedingungen des Treueprogramms</a>.</p>',
  'Shipping terms | Trailhead Outfitters': 'Versandbedingungen | Trailhead Outfitters',
  'Shipping terms of Trailhead Outfitters.': 'Versandbedingungen von Trailhead Outfitters.',
  '<p>Standard shipping takes 3 to 5 business days and is free on orders over {freeShippingThreshold}.</p><p>Express shipping takes 1 to 2 business days. Orders placed before 2 pm ship the same day.</p><p>We ship to the addresses of the country of the site you order from.</p><p>Last updated 1 March 2026.</p>':
    '<p>Der Standardversand dauert 3 bis 5 Werktage und ist für Bestellungen ab {freeShippingThreshold} kostenlos.</p><p>Der Expressversand dauert 1 bis 2 Werktage. Bestellungen, die vor 14 Uhr eingehen, werden noch am selben Tag versandt.</p><p>Wir liefern an Adressen in dem Land der Website, auf der Sie bestellen.</p><p>Zuletzt aktualisiert am 1. März 2026.</p>',
}
