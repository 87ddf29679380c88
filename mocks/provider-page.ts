import type { PaymentSessionRecord } from './state.ts'

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

export function layout(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<footer><p>EmuPay secure payment: an emulated card provider. No real card is ever charged.</p></footer>
</main>
</body>
</html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export const FIELDS: {
  name: keyof CardFields
  label: string
  hint?: string
  attrs: string
  keep: boolean
}[] = [
  { name: 'cardholderName', label: 'Cardholder name', attrs: 'autocomplete="cc-name"', keep: true },
  {
    name: 'cardNumber',
    label: 'Card number',
    attrs: 'autocomplete="cc-number" inputmode="numeric"',
    keep: false,
  },
  {
    name: 'expiry',
    label: 'Expiry date (MM/YY)',
    hint: 'For example, 04/29',
    attrs: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"',
    keep: true,
  },
  {
    name: 'cvc',
    label: 'Security code',
    hint: 'The last 3 digits on the back of the card, or 4 on the front',
    attrs: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
    keep: false,
  },
]

export function field(spec: (typeof FIELDS)[number], state: PageState): string {
  const error = state.errors?.[spec.name]
  const hint = spec.name === 'cardNumber' ? state.cardNumberHint : spec.hint
  const described = [hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : '']
    .filter(Boolean)
    .join(' ')
  const value = spec.keep ? (state.values?.[spec.name] ?? '') : ''
  return `<div class="field">
<label for="${spec.name}">${spec.label}</label>
${hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(hint)}</p>` : ''}
<input id="${spec.name}" name="${spec.name}" type="text" required ${spec.attrs} value="${escapeHtml(value)}"${
    error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
${error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`
}

/** The card form, with errors and the values the shopper typed (never the card number or code). */
export function paymentPage(session: PaymentSessionRecord, state: PageState = {}): Response {
  const amount = formatAmount(session)
  const errors = FIELDS.filter((f) => state.errors?.[f.name])
  const summary = errors.length
    ? `<div class="alert" role="alert" tabindex="-1"><h2>There is a problem</h2><ul>${errors
        .map((f) => `<li><a href="#${f.name}">${escapeHtml(state.errors![f.name]!)}</a></li>`)
        .join('')}</ul></div>`
    : ''
  const alert = state.alert ? `<div class="alert" role="alert"><p>${escapeHtml(state.alert)}</p></div>` : ''
  const body = `<h1>EmuPay secure payment</h1>
${amount ? `<p class="amount">Amount to pay: <strong>${escapeHtml(amount)}</strong></p>` : '<p class="amount">Nothing is charged: the card is verified so that it can be saved.</p>'}
${alert}${summary}
<form method="post" novalidate>
${FIELDS.map((f) => field(f, state)).join('\n')}
<div class="actions">
<button type="submit">${amount ? 'Pay' : 'Verify card'}</button>
<a href="${escapeHtml(returnUrl(session, 'cancelled'))}">Cancel</a>
</div>
</form>`
  return layout('EmuPay secure payment', body, errors.length ? 400 : 200)
}

/** The issuer's challenge (3-D Secure style): two plain buttons posting the outcome. */
export function challengePage(session: PaymentSessionRecord, action: string): Response {
  const amount = formatAmount(session)
  const body = `<h1>Confirm this payment</h1>
<p>Your card issuer asks you to confirm this payment${
    amount ? ` of <strong>${escapeHtml(amount)}</strong>` : ''
  } on the card ending ${escapeHtml(session.lastFour ?? '')}.</p>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</div>
</form>`
  return layout('EmuPay secure payment: confirm this payment', body)
}

export function notFoundPage(): Response {
  return layout(
    'EmuPay secure payment: session not found',
    '<h1>Payment session not found</h1><p>This payment link does not exist or has expired. Go back to the shop and start the payment again.</p>',
    404,
  )
}
