/**
 * The emulated card provider's words in the shopper's language, as a real provider's hosted page and
 * card fields take the shopper's locale: the payment session keeps the locale of the call that opened
 * it (`x-locale`, e.g. `fr_FR`), and every page of that session reads this. French puts a non-breaking
 * space before a colon; the card brand and the last four digits are the shopper's own.
 */
export type ProviderLanguage = 'en' | 'fr' | 'de'

export interface ProviderText {
  /** `lang` of the pages. */
  lang: ProviderLanguage
  brand: string
  /** A page's title: the brand, then what the page is. */
  title: (page: string) => string
  footer: string
  problem: string
  labels: { cardholderName: string; cardNumber: string; expiry: string; cvc: string }
  hints: Partial<Record<'cardholderName' | 'cardNumber' | 'expiry' | 'cvc', string>>
  errors: {
    cardholderName: string
    cardNumber: string
    expiry: string
    expired: string
    cvc: string
  }
  retypeCardNumber: (lastFour: string) => string
  declined: string
  issuerRefused: string
  amountToPay: string
  verifyOnly: string
  pay: string
  verifyCard: string
  cancel: string
  cardDetails: string
  useThisCard: string
  cardAccepted: string
  cardAuthorised: (card: string, lastFour: string) => string
  confirmPayment: string
  confirmWithBank: string
  /** The challenge's sentence: `amount` is HTML already escaped (or empty). */
  issuerAsks: (amountHtml: string, lastFour: string) => string
  completeAuthentication: string
  failAuthentication: string
  sessionNotFound: string
  sessionNotFoundText: string
  authenticationNotFound: string
  authenticationNotFoundText: string
  returnRefused: string
  returnRefusedText: string
}

const NBSP = '\u00a0'

const en: ProviderText = {
  lang: 'en',
  brand: 'EmuPay secure payment',
  title: (page) => `EmuPay secure payment: ${page}`,
  footer: 'EmuPay secure payment: an emulated card provider. No real card is ever charged.',
  problem: 'There is a problem',
  labels: {
    cardholderName: 'Cardholder name',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code',
  },
  hints: {
    expiry: 'For example, 04/29',
    cvc: 'The last 3 digits on the back of the card, or 4 on the front',
  },
  errors: {
    cardholderName: 'Enter the name on the card',
    cardNumber: 'Enter a valid card number',
    expiry: 'Enter the expiry date as MM/YY',
    expired: 'The card has expired: enter a future expiry date',
    cvc: 'Enter the 3 or 4 digit security code',
  },
  retypeCardNumber: (lastFour) => `Type the card number ending ${lastFour} again`,
  declined: 'Your card was declined. Try another card.',
  issuerRefused: 'Your card issuer could not confirm this payment. Try another card.',
  amountToPay: 'Amount to pay:',
  verifyOnly: 'Nothing is charged: the card is verified so that it can be saved.',
  pay: 'Pay',
  verifyCard: 'Verify card',
  cancel: 'Cancel',
  cardDetails: 'Card details',
  useThisCard: 'Use this card',
  cardAccepted: 'Card accepted',
  cardAuthorised: (card, lastFour) =>
    `${card} ending ${lastFour} is authorised. Continuing to the review of your order…`,
  confirmPayment: 'Confirm this payment',
  confirmWithBank: 'Confirm this payment with your bank',
  issuerAsks: (amount, lastFour) =>
    `Your card issuer asks you to confirm this payment${amount ? ` of <strong>${amount}</strong>` : ''} on the card ending ${lastFour}.`,
  completeAuthentication: 'Complete authentication',
  failAuthentication: 'Fail authentication',
  sessionNotFound: 'Payment session not found',
  sessionNotFoundText:
    'This payment link does not exist or has expired. Go back to the shop and start the payment again.',
  authenticationNotFound: 'Authentication not found',
  authenticationNotFoundText: 'This link does not exist or has expired. Go back to the shop.',
  returnRefused: 'Return address not accepted',
  returnRefusedText: 'Go back to the shop and try again.',
}

const fr: ProviderText = {
  lang: 'fr',
  brand: 'Paiement sécurisé EmuPay',
  title: (page) => `Paiement sécurisé EmuPay${NBSP}: ${page}`,
  footer: `Paiement sécurisé EmuPay${NBSP}: un prestataire de paiement émulé. Aucune carte réelle n’est débitée.`,
  problem: 'Un problème est survenu',
  labels: {
    cardholderName: 'Nom du titulaire de la carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme visuel',
  },
  hints: {
    expiry: 'Par exemple, 04/29',
    cvc: 'Les 3 derniers chiffres au dos de la carte, ou les 4 au recto',
  },
  errors: {
    cardholderName: 'Saisissez le nom figurant sur la carte',
    cardNumber: 'Saisissez un numéro de carte valide',
    expiry: 'Saisissez la date d’expiration au format MM/AA',
    expired: `La carte a expiré${NBSP}: saisissez une date d’expiration future`,
    cvc: 'Saisissez le cryptogramme à 3 ou 4 chiffres',
  },
  retypeCardNumber: (lastFour) => `Saisissez de nouveau le numéro de carte se terminant par ${lastFour}`,
  declined: 'Votre carte a été refusée. Essayez une autre carte.',
  issuerRefused: 'Votre banque n’a pas pu confirmer ce paiement. Essayez une autre carte.',
  amountToPay: `Montant à payer${NBSP}:`,
  verifyOnly: `Rien n’est débité${NBSP}: la carte est vérifiée pour pouvoir être enregistrée.`,
  pay: 'Payer',
  verifyCard: 'Vérifier la carte',
  cancel: 'Annuler',
  cardDetails: 'Informations de la carte',
  useThisCard: 'Utiliser cette carte',
  cardAccepted: 'Carte acceptée',
  cardAuthorised: (card, lastFour) =>
    `${card} se terminant par ${lastFour} est autorisée. Vous allez être redirigé vers le récapitulatif de votre commande…`,
  confirmPayment: 'Confirmez ce paiement',
  confirmWithBank: 'Confirmez ce paiement auprès de votre banque',
  issuerAsks: (amount, lastFour) =>
    `Votre banque vous demande de confirmer ce paiement${amount ? ` de <strong>${amount}</strong>` : ''} avec la carte se terminant par ${lastFour}.`,
  completeAuthentication: 'Confirmer l’authentification',
  failAuthentication: 'Faire échouer l’authentification',
  sessionNotFound: 'Session de paiement introuvable',
  sessionNotFoundText:
    'Ce lien de paiement n’existe pas ou a expiré. Retournez sur la boutique et recommencez le paiement.',
  authenticationNotFound: 'Authentification introuvable',
  authenticationNotFoundText: 'Ce lien n’existe pas ou a expiré. Retournez sur la boutique.',
  returnRefused: 'Adresse de retour refusée',
  returnRefusedText: 'Retournez sur la boutique et réessayez.',
}

const de: ProviderText = {
  lang: 'de',
  brand: 'EmuPay sichere Zahlung',
  title: (page) => `EmuPay sichere Zahlung: ${page}`,
  footer: 'EmuPay sichere Zahlung: ein emulierter Kartenanbieter. Es wird niemals eine echte Karte belastet.',
  problem: 'Es ist ein Problem aufgetreten',
  labels: {
    cardholderName: 'Name des Karteninhabers',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Sicherheitscode',
  },
  hints: {
    expiry: 'Zum Beispiel 04/29',
    cvc: 'Die letzten 3 Ziffern auf der Rückseite der Karte oder 4 auf der Vorderseite',
  },
  errors: {
    cardholderName: 'Geben Sie den Namen auf der Karte ein',
    cardNumber: 'Geben Sie eine gültige Kartennummer ein',
    expiry: 'Geben Sie das Ablaufdatum als MM/JJ ein',
    expired: 'Die Karte ist abgelaufen: Geben Sie ein zukünftiges Ablaufdatum ein',
    cvc: 'Geben Sie den 3- oder 4-stelligen Sicherheitscode ein',
  },
  retypeCardNumber: (lastFour) => `Geben Sie die Kartennummer mit den Endziffern ${lastFour} erneut ein`,
  declined: 'Ihre Karte wurde abgelehnt. Versuchen Sie es mit einer anderen Karte.',
  issuerRefused: 'Ihre Bank konnte diese Zahlung nicht bestätigen. Versuchen Sie es mit einer anderen Karte.',
  amountToPay: 'Zu zahlender Betrag:',
  verifyOnly: 'Es wird nichts belastet: Die Karte wird geprüft, damit sie gespeichert werden kann.',
  pay: 'Bezahlen',
  verifyCard: 'Karte prüfen',
  cancel: 'Abbrechen',
  cardDetails: 'Kartendaten',
  useThisCard: 'Diese Karte verwenden',
  cardAccepted: 'Karte akzeptiert',
  cardAuthorised: (card, lastFour) =>
    `${card} mit den Endziffern ${lastFour} ist autorisiert. Weiter zur Übersicht Ihrer Bestellung…`,
  confirmPayment: 'Bestätigen Sie diese Zahlung',
  confirmWithBank: 'Bestätigen Sie diese Zahlung bei Ihrer Bank',
  issuerAsks: (amount, lastFour) =>
    `Ihre Bank bittet Sie, diese Zahlung${amount ? ` über <strong>${amount}</strong>` : ''} mit der Karte mit den Endziffern ${lastFour} zu bestätigen.`,
  completeAuthentication: 'Authentifizierung abschließen',
  failAuthentication: 'Authentifizierung fehlschlagen lassen',
  sessionNotFound: 'Zahlungssitzung nicht gefunden',
  sessionNotFoundText:
    'Dieser Zahlungslink existiert nicht oder ist abgelaufen. Kehren Sie zum Shop zurück und starten Sie die Zahlung erneut.',
  authenticationNotFound: 'Authentifizierung nicht gefunden',
  authenticationNotFoundText: 'Dieser Link existiert nicht oder ist abgelaufen. Kehren Sie zum Shop zurück.',
  returnRefused: 'Rücksprungadresse nicht akzeptiert',
  returnRefusedText: 'Kehren Sie zum Shop zurück und versuchen Sie es erneut.',
}

export const PROVIDER_TEXT: Record<ProviderLanguage, ProviderText> = { en, fr, de }

/** The language of a session's locale (`fr_FR`, `de-DE`, `en_US`…); English for anything else. */
export function providerLanguage(locale: string | undefined): ProviderLanguage {
  const language = (locale ?? '').slice(0, 2).toLowerCase()
  return language === 'fr' || language === 'de' ? language : 'en'
}

export function providerText(locale: string | undefined): ProviderText {
  return PROVIDER_TEXT[providerLanguage(locale)]
}
