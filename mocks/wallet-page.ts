import type { Address } from '#app/models/cart.ts'
import { escapeHtml, formatAmount } from './provider-page.ts'
import type { PaymentSessionRecord } from './state.ts'

/**
 * The approval page of the emulated provider wallet (EmuWallet, PayPal-style): the shopper is signed
 * in to the wallet with the seeded account, sees the amount and the address the wallet holds, and
 * approves or cancels with plain buttons, so it works without JavaScript.
 */

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

function page(title: string, body: string, status = 200): Response {
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
<footer><p>EmuWallet: an emulated wallet provider. No real account is ever charged.</p></footer>
</main>
</body>
</html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

function addressHtml(address: Address): string {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2,
    `${address.city}${address.province ? `, ${address.province}` : ''} ${address.postalCode}`,
    address.country,
  ].filter(Boolean) as string[]
  return `<address>${lines.map(escapeHtml).join('<br>')}</address>`
}

export interface WalletPageState {
  email: string
  error?: string
}

/** Sign-in (prefilled with the seeded account), what is paid and where it goes, then approve or cancel. */
export function approvalPage(session: PaymentSessionRecord, address: Address, state: WalletPageState) {
  const amount = formatAmount(session)
  const body = `<h1>EmuWallet</h1>
${amount ? `<p>Pay <strong>${escapeHtml(amount)}</strong> to the shop with your wallet.</p>` : ''}
<form method="post" novalidate>
<h2>Sign in to your wallet</h2>
<div class="field">
<label for="email">Wallet email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email)}"${
    state.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''
  }>
${state.error ? `<p class="error" id="email-error">${escapeHtml(state.error)}</p>` : ''}
</div>
<h2>Ship to</h2>
${addressHtml(address)}
<div class="actions">
<button type="submit" name="decision" value="approve">Approve and continue</button>
<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel and return to the shop</button>
</div>
</form>`
  return page('EmuWallet: approve your payment', body, state.error ? 400 : 200)
}

export function walletNotFoundPage(): Response {
  return page(
    'EmuWallet: payment not found',
    '<h1>Payment not found</h1><p>This wallet payment does not exist or has expired. Go back to the shop and start again.</p>',
    404,
  )
}
