import { PROVIDER_TEXT, providerText, type ProviderText } from './provider-text.ts'
import type { PaymentSessionRecord } from '../state.ts'

/**
 * The hosted payment page of the emulated provider: plain HTML forms, so it works without JavaScript,
 * with labelled fields, error messages tied to their inputs and an error summary announced on load.
 */

export interface CardFields {
  cardholderName: string
  cardNumber: string
  expiry: string
  cvc: string
}

export type FieldErrors = Partial<Record<keyof CardFields, string>>

export interface PageState {
  values?: Partial<CardFields>
  errors?: FieldErrors
  /** A message about the whole payment, e.g. a decline. */
  alert?: string
  /** Shown under the card number field when the shopper has to type it again. */
  cardNumberHint?: string
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:.5rem}
  h1{margin:0 0 1rem;font-size:1.5rem;color:#1d4ed8}
  .amount{font-size:1.125rem}.field{margin:0 0 1rem}label{display:block;font-weight:600}
  .hint{margin:.125rem 0;color:#4b5563;font-size:.875rem}
  input{width:100%;padding:.5rem;border:1px solid #6b7280;border-radius:.25rem;font:inherit}
  input[aria-invalid=true]{border:2px solid #b91c1c}.error{margin:.25rem 0 0;color:#b91c1c;font-weight:600}
  .alert{padding:.75rem 1rem;margin:0 0 1rem;border:2px solid #b91c1c;border-radius:.25rem;background:#fef2f2}
  .alert h2{margin:0;font-size:1rem}.alert ul{margin:.25rem 0 0;padding-left:1.25rem}.alert a{color:#b91c1c}
  button{padding:.625rem 1.25rem;border:0;border-radius:.25rem;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
  button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  .actions{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}a{color:#1d4ed8}
  footer{margin-top:1.5rem;color:#4b5563;font-size:.875rem}
`

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The amount of a session for display, or undefined when the session did not know it. */
export function formatAmount(session: PaymentSessionRecord): string | undefined {
  if (session.amount === undefined || !session.currency) return undefined
  const [lang, country] = (session.locale ?? 'en_US').split(/[-_]/)
  const locale = country ? `${lang}-${country.toUpperCase()}` : 'en-US'
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: session.currency }).format(
      session.amount,
    )
  } catch {
    return `${session.amount.toFixed(2)} ${session.currency}`
  }
}

/** Where the shopper goes back to: the referer with the session id (and a status when cancelled). */
export function returnUrl(
  session: PaymentSessionRecord,
  status?: 'cancelled' | 'authentication-failed',
): string {
  const url = new URL(session.referer)
  url.searchParams.set('paymentSession', session.id)
  if (status) url.searchParams.set('status', status)
  return url.toString()
}

/** A page of the provider, in the session's language (English when no session is known). */
export function layout(
  title: string,
  body: string,
  status = 200,
  text: ProviderText = PROVIDER_TEXT.en,
): Response {
  return providerDocument({ lang: text.lang, footer: text.footer, title, body, style: STYLE, status })
}

/** A page of the provider's own, in its language, with its footer line and its stylesheet. */
export function providerDocument(page: {
  lang: string
  footer: string
  title: string
  body: string
  style: string
  status: number
}): Response {
  const html = `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<main>
${page.body}
<footer><p>${escapeHtml(page.footer)}</p></footer>
</main>
</body>
</html>`
  return new Response(html, {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The card fields, in order; their labels and hints are in the session's language (`provider-text.ts`). */
export const FIELDS: {
  name: keyof CardFields
  attrs: string
  keep: boolean
}[] = [
  { name: 'cardholderName', attrs: 'autocomplete="cc-name"', keep: true },
  { name: 'cardNumber', attrs: 'autocomplete="cc-number" inputmode="numeric"', keep: false },
  { name: 'expiry', attrs: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"', keep: true },
  { name: 'cvc', attrs: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"', keep: false },
]

export function field(spec: (typeof FIELDS)[number], state: PageState, text: ProviderText): string {
  const error = state.errors?.[spec.name]
  const hint = spec.name === 'cardNumber' ? state.cardNumberHint : text.hints[spec.name]
  const described = [hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : '']
    .filter(Boolean)
    .join(' ')
  const value = spec.keep ? (state.values?.[spec.name] ?? '') : ''
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(text.labels[spec.name])}</label>
${hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(hint)}</p>` : ''}
<input id="${spec.name}" name="${spec.name}" type="text" required ${spec.attrs} value="${escapeHtml(value)}"${
    error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
${error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`
}

/** The error summary above a card form: each message links to its field. */
export function errorSummary(state: PageState, text: ProviderText, focusable: boolean): string {
  const errors = FIELDS.filter((f) => state.errors?.[f.name])
  if (!errors.length) return ''
  return `<div class="alert" role="alert"${focusable ? ' tabindex="-1"' : ''}><h2>${escapeHtml(text.problem)}</h2><ul>${errors
    .map((f) => `<li><a href="#${f.name}">${escapeHtml(state.errors![f.name]!)}</a></li>`)
    .join('')}</ul></div>`
}

/** The card form, with errors and the values the shopper typed (never the card number or code). */
export function paymentPage(session: PaymentSessionRecord, state: PageState = {}): Response {
  const text = providerText(session.locale)
  const amount = formatAmount(session)
  const summary = errorSummary(state, text, true)
  const alert = state.alert ? `<div class="alert" role="alert"><p>${escapeHtml(state.alert)}</p></div>` : ''
  const body = `<h1>${escapeHtml(text.brand)}</h1>
${amount ? `<p class="amount">${escapeHtml(text.amountToPay)} <strong>${escapeHtml(amount)}</strong></p>` : `<p class="amount">${escapeHtml(text.verifyOnly)}</p>`}
${alert}${summary}
<form method="post" novalidate>
${FIELDS.map((f) => field(f, state, text)).join('\n')}
<div class="actions">
<button type="submit">${escapeHtml(amount ? text.pay : text.verifyCard)}</button>
<a href="${escapeHtml(returnUrl(session, 'cancelled'))}">${escapeHtml(text.cancel)}</a>
</div>
</form>`
  return layout(text.brand, body, summary ? 400 : 200, text)
}

/** The issuer's challenge (3-D Secure style): two plain buttons posting the outcome. */
export function challengePage(session: PaymentSessionRecord, action: string): Response {
  const text = providerText(session.locale)
  const amount = formatAmount(session)
  const body = `<h1>${escapeHtml(text.confirmPayment)}</h1>
<p>${text.issuerAsks(amount ? escapeHtml(amount) : '', escapeHtml(session.lastFour ?? ''))}</p>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button type="submit" name="outcome" value="complete">${escapeHtml(text.completeAuthentication)}</button>
<button type="submit" name="outcome" value="fail" class="secondary">${escapeHtml(text.failAuthentication)}</button>
</div>
</form>`
  return layout(text.title(text.confirmPayment), body, 200, text)
}

/** No such session: the language is not known, so the page is in English. */
export function notFoundPage(): Response {
  const text = PROVIDER_TEXT.en
  return layout(
    text.title(text.sessionNotFound),
    `<h1>${escapeHtml(text.sessionNotFound)}</h1><p>${escapeHtml(text.sessionNotFoundText)}</p>`,
    404,
    text,
  )
}
