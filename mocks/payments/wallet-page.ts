import type { Address } from '#app/domain/cart/cart.ts'
import { escapeHtml, formatAmount, providerDocument } from './provider-page.ts'
import { providerLanguage, type ProviderLanguage } from './provider-text.ts'
import type { PaymentSessionRecord } from '../state.ts'

/**
 * The approval page of the emulated provider wallet (EmuWallet, PayPal-style): the shopper is signed
 * in to the wallet with the seeded account, sees the amount and the address the wallet holds, and
 * approves or cancels with plain buttons, so it works without JavaScript. Like the card provider's
 * pages (provider-text.ts), it speaks the language of the payment session's locale (`x-locale` of the
 * call that opened it); French puts a non-breaking space before a colon.
 */

export interface WalletText {
  lang: ProviderLanguage
  title: (page: string) => string
  footer: string
  /** `amountHtml` is HTML already escaped. */
  pay: (amountHtml: string) => string
  signIn: string
  email: string
  emailError: string
  shipTo: string
  approve: string
  cancel: string
  approveTitle: string
  notFound: string
  notFoundText: string
}

const WALLET_TEXT: Record<ProviderLanguage, WalletText> = {
  en: {
    lang: 'en',
    title: (page) => `EmuWallet: ${page}`,
    footer: 'EmuWallet: an emulated wallet provider. No real account is ever charged.',
    pay: (amount) => `Pay <strong>${amount}</strong> to the shop with your wallet.`,
    signIn: 'Sign in to your wallet',
    email: 'Wallet email',
    emailError: 'Enter the email of your wallet account, like name@example.com',
    shipTo: 'Ship to',
    approve: 'Approve and continue',
    cancel: 'Cancel and return to the shop',
    approveTitle: 'approve your payment',
    notFound: 'Payment not found',
    notFoundText: 'This wallet payment does not exist or has expired. Go back to the shop and start again.',
  },
  fr: {
    lang: 'fr',
    title: (page) => `EmuWallet\u00a0: ${page}`,
    footer: 'EmuWallet\u00a0: un portefeuille de paiement émulé. Aucun compte réel n’est jamais débité.',
    pay: (amount) => `Payez <strong>${amount}</strong> à la boutique avec votre portefeuille.`,
    signIn: 'Connectez-vous à votre portefeuille',
    email: 'E-mail du portefeuille',
    emailError: 'Saisissez l’e-mail de votre compte portefeuille, par exemple nom@exemple.fr',
    shipTo: 'Livrer à',
    approve: 'Approuver et continuer',
    cancel: 'Annuler et revenir à la boutique',
    approveTitle: 'approuvez votre paiement',
    notFound: 'Paiement introuvable',
    notFoundText:
      'Ce paiement par portefeuille n’existe pas ou a expiré. Revenez à la boutique et recommencez.',
  },
  de: {
    lang: 'de',
    title: (page) => `EmuWallet: ${page}`,
    footer: 'EmuWallet: ein emulierter Wallet-Anbieter. Es wird nie ein echtes Konto belastet.',
    pay: (amount) => `Zahlen Sie <strong>${amount}</strong> mit Ihrem Wallet an den Shop.`,
    signIn: 'Melden Sie sich bei Ihrem Wallet an',
    email: 'E-Mail des Wallets',
    emailError: 'Geben Sie die E-Mail-Adresse Ihres Wallet-Kontos ein, z. B. name@beispiel.de',
    shipTo: 'Lieferung an',
    approve: 'Genehmigen und weiter',
    cancel: 'Abbrechen und zurück zum Shop',
    approveTitle: 'Zahlung genehmigen',
    notFound: 'Zahlung nicht gefunden',
    notFoundText:
      'Diese Wallet-Zahlung gibt es nicht oder sie ist abgelaufen. Kehren Sie zum Shop zurück und beginnen Sie erneut.',
  },
}

/** The wallet's words for a payment session's locale (`fr_FR`, `de-DE`…); English for anything else. */
export function walletText(locale: string | undefined): WalletText {
  return WALLET_TEXT[providerLanguage(locale)]
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef2f7;color:#111827}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:.5rem}
  h1{margin:0 0 1rem;font-size:1.5rem;color:#003087}h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
  label{display:block;font-weight:600}.field{margin:0 0 1rem}
  input{width:100%;padding:.5rem;border:1px solid #6b7280;border-radius:.25rem;font:inherit}
  input[aria-invalid=true]{border:2px solid #b91c1c}.error{margin:.25rem 0 0;color:#b91c1c;font-weight:600}
  address{font-style:normal}
  button{padding:.625rem 1.25rem;border:0;border-radius:.25rem;background:#003087;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  button.secondary{background:#fff;color:#003087;border:1px solid #003087}
  button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  .actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem}
  footer{margin-top:1.5rem;color:#4b5563;font-size:.875rem}
`

function page(text: WalletText, title: string, body: string, status = 200): Response {
  return providerDocument({ lang: text.lang, footer: text.footer, title, body, style: STYLE, status })
}

/** The country by its name in the page's language, as a provider abroad writes it. */
function countryName(code: string | undefined, lang: ProviderLanguage): string | undefined {
  if (!code) return undefined
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

function addressHtml(address: Address, lang: ProviderLanguage): string {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2,
    `${address.city}${address.province ? `, ${address.province}` : ''} ${address.postalCode}`,
    countryName(address.country, lang),
  ].filter(Boolean) as string[]
  return `<address>${lines.map(escapeHtml).join('<br>')}</address>`
}

export interface WalletPageState {
  email: string
  /** The email typed is not one. */
  invalidEmail?: boolean
}

/** Sign-in (prefilled with the seeded account), what is paid and where it goes, then approve or cancel. */
export function approvalPage(session: PaymentSessionRecord, address: Address, state: WalletPageState) {
  const text = walletText(session.locale)
  const amount = formatAmount(session)
  const body = `<h1>EmuWallet</h1>
${amount ? `<p>${text.pay(escapeHtml(amount))}</p>` : ''}
<form method="post" novalidate>
<h2>${escapeHtml(text.signIn)}</h2>
<div class="field">
<label for="email">${escapeHtml(text.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email)}"${
    state.invalidEmail ? ' aria-invalid="true" aria-describedby="email-error"' : ''
  }>
${state.invalidEmail ? `<p class="error" id="email-error">${escapeHtml(text.emailError)}</p>` : ''}
</div>
<h2>${escapeHtml(text.shipTo)}</h2>
${addressHtml(address, text.lang)}
<div class="actions">
<button type="submit" name="decision" value="approve">${escapeHtml(text.approve)}</button>
<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>${escapeHtml(text.cancel)}</button>
</div>
</form>`
  return page(text, text.title(text.approveTitle), body, state.invalidEmail ? 400 : 200)
}

/** No such wallet payment: in English, as there is no session to read a language from. */
export function walletNotFoundPage(): Response {
  const text = walletText(undefined)
  return page(
    text,
    text.title(text.notFound.toLowerCase()),
    `<h1>${escapeHtml(text.notFound)}</h1><p>${escapeHtml(text.notFoundText)}</p>`,
    404,
  )
}
