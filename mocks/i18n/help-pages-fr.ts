import type { TextDictionary } from './types.ts'

/** French texts (fr_FR and fr_CA) of the emulator's help centre, returns and legal pages: whole English texts, rich text as whole HTML. */
export const HELP_PAGES_FR: TextDictionary = {
  'Help centre': 'Centre d’aide',
  'Help centre | Trailhead Outfitters': 'Centre d’aide | Trailhead Outfitters',
  'Answers about orders, shipping, returns and your account.':
    'Réponses sur les commandes, la livraison, les retours et votre compte.',
  '<ul><li><a href="/help/contact-us">Contact us</a></li><li><a href="/help/returns/how-to-return">How to return</a></li><li><a href="/policies/shipping-terms">Shipping terms</a></li><li><a href="/store-locator">Store locator</a></li></ul>':
    '<ul><li><a href="/help/contact-us">Nous contacter</a></li><li><a href="/help/returns/how-to-return">Comment retourner un article</a></li><li><a href="/policies/shipping-terms">Conditions de livraison</a></li><li><a href="/store-locator">Trouver un magasin</a></li></ul>',
  'Popular questions': 'Questions populaires',
  'How long does shipping take?': 'Quels sont les délais de livraison ?',
  '<p>Standard shipping takes 3 to 5 business days.</p>':
    '<p>La livraison standard prend 3 à 5 jours ouvrés.</p>',
  'Can I change my order?': 'Puis-je modifier ma commande ?',
  '<p>Orders can be changed within one hour of purchase.</p>':
    '<p>Les commandes peuvent être modifiées dans l’heure qui suit l’achat.</p>',
  'How do XPLR Pass points work?': 'Comment fonctionnent les points XPLR Pass ?',
  '<p>See the <a href="/xplr-pass">XPLR Pass</a> page.</p>':
    '<p>Consultez la page <a href="/xplr-pass">XPLR Pass</a>.</p>',
  'How to return | Trailhead Outfitters': 'Comment retourner un article | Trailhead Outfitters',
  'Return anything within 60 days, by mail or in store.':
    'Retournez n’importe quel article sous 60 jours, par la poste ou en magasin.',
  '<p>Returns are free within <strong>60 days</strong> of delivery.</p><h2>By mail</h2><ul><li>Sign in and open the order.</li><li>Choose the items and print the label.</li><li>Drop the parcel at any post office.</li></ul><h2>In store</h2><p>Bring the items and your order number to any <a href="/store-locator">store</a>.</p>':
    '<p>Les retours sont gratuits sous <strong>60 jours</strong> après la livraison.</p><h2>Par la poste</h2><ul><li>Connectez-vous et ouvrez la commande.</li><li>Choisissez les articles et imprimez l’étiquette.</li><li>Déposez le colis dans n’importe quel bureau de poste.</li></ul><h2>En magasin</h2><p>Apportez les articles et votre numéro de commande dans n’importe quel <a href="/store-locator">magasin</a>.</p>',
  'Privacy policy | Trailhead Outfitters': 'Politique de confidentialité | Trailhead Outfitters',
  'Privacy policy of Trailhead Outfitters.': 'Politique de confidentialité de Trailhead Outfitters.',
  '<p>We collect the information you give us when you order, create an account or sign up for emails, and the data your browser sends when you visit.</p><p>We use it to deliver your orders, run your account, improve the store and, with your consent, personalise offers.</p><p>You can ask to see, correct or delete your data at any time by <a href="/help/contact-us">contacting us</a>.</p><p>Last updated 1 March 2026.</p>':
    '<p>Nous collectons les informations que vous nous donnez lorsque vous commandez, créez un compte ou vous inscrivez à nos e-mails, ainsi que les données que votre navigateur envoie lors de votre visite.</p><p>Nous les utilisons pour livrer vos commandes, gérer votre compte, améliorer la boutique et, avec votre consentement, personnaliser nos offres.</p><p>Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données en <a href="/help/contact-us">nous contactant</a>.</p><p>Dernière mise à jour : 1er mars 2026.</p>',
  'Brand terms | Trailhead Outfitters': 'Conditions de la marque | Trailhead Outfitters',
  'Brand terms of Trailhead Outfitters.': 'Conditions de la marque Trailhead Outfitters.',
  '<p>The Trailhead Outfitters name, logo and product names are our trademarks.</p><p>You may not use them without our written permission, except to refer to our products truthfully.</p><p>Last updated 1 March 2026.</p>':
    '<p>Le nom Trailhead Outfitters, son logo et les noms de ses produits sont nos marques.</p><p>Vous ne pouvez pas les utiliser sans notre autorisation écrite, sauf pour désigner nos produits de façon exacte.</p><p>Dernière mise à jour : 1er mars 2026.</p>',
  'Terms of sale | Trailhead Outfitters': 'Conditions de vente | Trailhead Outfitters',
  'Terms of sale of Trailhead Outfitters.': 'Conditions de vente de Trailhead Outfitters.',
  '<p>These terms apply to every order placed on this site. Prices include applicable taxes unless stated otherwise.</p><p>A contract is formed when we send your shipping confirmation. We may cancel an order if an item is out of stock or mispriced.</p><p>Promotion codes cannot be combined unless stated, and have no cash value.</p><p>Last updated 1 March 2026.</p>':
    '<p>Ces conditions s’appliquent à toute commande passée sur ce site. Les prix incluent les taxes applicables, sauf mention contraire.</p><p>Le contrat est conclu lorsque nous envoyons la confirmation d’expédition. Nous pouvons annuler une commande si un article est en rupture de stock ou affiché à un prix erroné.</p><p>Les codes promotionnels ne sont pas cumulables, sauf mention contraire, et n’ont aucune valeur monétaire.</p><p>Dernière mise à jour : 1er mars 2026.</p>',
  'Loyalty terms | Trailhead Outfitters': 'Conditions du programme de fidélité | Trailhead Outfitters',
  'Loyalty terms of Trailhead Outfitters.': 'Conditions du programme de fidélité de Trailhead Outfitters.',
  '<p>XPLR Pass is free to join. Members earn points on eligible purchases; points have no cash value.</p><p>Points expire 12 months after they are earned. We may change the programme with 30 days notice.</p><p>Last updated 1 March 2026.</p>':
    '<p>L’adhésion à XPLR Pass est gratuite. Les membres cumulent des points sur les achats éligibles ; les points n’ont aucune valeur monétaire.</p><p>Les points expirent 12 mois après avoir été obtenus. Nous pouvons modifier le programme avec un préavis de 30 jours.</p><p>Dernière mise à jour : 1er mars 2026.</p>',
  'SMS terms | Trailhead Outfitters': 'Conditions des SMS | Trailhead Outfitters',
  'SMS terms of Trailhead Outfitters.': 'Conditions des SMS de Trailhead Outfitters.',
  '<p>By signing up for texts you agree to receive recurring marketing messages. Message and data rates may apply.</p><p>Reply STOP to unsubscribe or HELP for help at any time.</p><p>Last updated 1 March 2026.</p>':
    '<p>En vous inscrivant aux SMS, vous acceptez de recevoir régulièrement des messages marketing. Des frais de messagerie et de données peuvent s’appliquer.</p><p>Répondez STOP pour vous désinscrire ou HELP pour obtenir de l’aide, à tout moment.</p><p>Dernière mise à jour : 1er mars 2026.</p>',
  'Associate discount terms | Trailhead Outfitters': 'Conditions de la remise employé | Trailhead Outfitters',
  'Associate discount terms of Trailhead Outfitters.':
    'Conditions de la remise employé de Trailhead Outfitters.',
  '<p>Store associates receive a discount on eligible items for personal use, up to an annual cap.</p><p>The discount may not be combined with other offers or used for resale.</p><p>Last updated 1 March 2026.</p>':
    '<p>Les employés des magasins bénéficient d’une remise sur les articles éligibles pour leur usage personnel, dans la limite d’un plafond annuel.</p><p>La remise n’est pas cumulable avec d’autres offres et ne peut pas servir à la revente.</p><p>Dernière mise à jour : 1er mars 2026.</p>',
  'XPLR Pass | Trailhead Outfitters': 'XPLR Pass | Trailhead Outfitters',
  'XPLR Pass of Trailhead Outfitters.': 'XPLR Pass de Trailhead Outfitters.',
  '<p>XPLR Pass is our free membership: earn points on every purchase, get early access to sales and enjoy free returns.</p><p>Join when you <a href="/sign-up">create an account</a>. See the <a href="/loyalty-terms">loyalty terms</a>.</p>':
    '<p>XPLR Pass est notre programme de membres gratuit : cumulez des points à chaque achat, profitez d’un accès anticipé aux soldes et de retours gratuits.</p><p>Adhérez en <a href="/sign-up">créant un compte</a>. Consultez les <a href="/loyalty-terms">conditions du programme de fidélité</a>.</p>',
  'Shipping terms | Trailhead Outfitters': 'Conditions de livraison | Trailhead Outfitters',
  'Shipping terms of Trailhead Outfitters.': 'Conditions de livraison de Trailhead Outfitters.',
  '<p>Standard shipping takes 3 to 5 business days and is free on orders over {freeShippingThreshold}.</p><p>Express shipping takes 1 to 2 business days. Orders placed before 2 pm ship the same day.</p><p>We ship to the addresses of the country of the site you order from.</p><p>Last updated 1 March 2026.</p>':
    '<p>La livraison standard prend 3 à 5 jours ouvrés et est offerte dès {freeShippingThreshold} d’achat.</p><p>La livraison express prend 1 à 2 jours ouvrés. Les commandes passées avant 14 h sont expédiées le jour même.</p><p>Nous livrons aux adresses du pays du site sur lequel vous commandez.</p><p>Dernière mise à jour : 1er mars 2026.</p>',
}
