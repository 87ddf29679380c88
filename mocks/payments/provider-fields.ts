import { http } from 'msw'
import { CHALLENGE, DECLINED, formFields, recordCard, validate } from './provider.ts'
import {
  challengePage,
  errorSummary,
  escapeHtml,
  field,
  FIELDS,
  layout,
  notFoundPage,
  type PageState,
} from './provider-page.ts'
import { HOSTED_FIELDS_SDK, HOSTED_FIELDS_SDK_PATH } from './provider-sdk.ts'
import { providerText } from './provider-text.ts'
import { db, newToken, type PaymentSessionRecord } from '../state.ts'

/**
 * The provider's hosted fields: the SDK script and the card form it frames into the shop's page
 * (`/__provider/fields/:sessionId`). The form posts to the provider inside its frame; once the card is
 * authorised the frame tells the page that embeds it (the session's referer origin) with postMessage,
 * and the shop confirms the session server to server like after the hosted payment page.
 */

function sessionOf(id: unknown): PaymentSessionRecord | undefined {
  return typeof id === 'string' ? db.paymentSessions.get(id) : undefined
}

/** The shop's origin: the only window the frame talks to. */
function shopOrigin(session: PaymentSessionRecord): string {
  return new URL(session.referer).origin
}

/** Tells the embedding page the frame's height, and the outcome once there is one. */
function messages(session: PaymentSessionRecord, authorised: boolean): string {
  const target = JSON.stringify(shopOrigin(session))
  const id = JSON.stringify(session.id)
  return `<script>
(function () {
  var target = ${target}, id = ${id};
  function size() { parent.postMessage({ type: 'emupay:resize', sessionId: id, height: document.documentElement.scrollHeight }, target); }
  size();
  window.addEventListener('resize', size);
  ${authorised ? "parent.postMessage({ type: 'emupay:authorised', sessionId: id }, target);" : ''}
})();
</script>`
}

async function withMessages(
  response: Response,
  session: PaymentSessionRecord,
  authorised = false,
): Promise<Response> {
  const html = await response.text()
  return new Response(html.replace('</body>', `${messages(session, authorised)}</body>`), {
    status: response.status,
    headers: response.headers,
  })
}

function fieldsPage(session: PaymentSessionRecord, state: PageState = {}) {
  const text = providerText(session.locale)
  const summary = errorSummary(state, text, false)
  const alert = state.alert ? `<div class="alert" role="alert"><p>${escapeHtml(state.alert)}</p></div>` : ''
  const body = `<h1>${escapeHtml(text.cardDetails)}</h1>
${alert}${summary}
<form method="post" action="/__provider/fields/${encodeURIComponent(session.id)}" novalidate>
${FIELDS.map((f) => field(f, state, text)).join('\n')}
<div class="actions"><button type="submit">${escapeHtml(text.useThisCard)}</button></div>
</form>`
  return withMessages(layout(text.title(text.cardDetails), body, summary ? 400 : 200, text), session)
}

function donePage(session: PaymentSessionRecord) {
  const text = providerText(session.locale)
  const body = `<h1>${escapeHtml(text.cardAccepted)}</h1>
<p role="status">${escapeHtml(text.cardAuthorised(session.cardType ?? 'Card', session.lastFour ?? ''))}</p>`
  return withMessages(layout(text.title(text.cardAccepted), body, 200, text), session, true)
}

function authorise(session: PaymentSessionRecord) {
  session.status = 'authorised'
  session.token = newToken('tok')
  return donePage(session)
}

export const handlers = [
  // The tag that loads it is crossorigin="anonymous" (for its integrity check): CORS must allow it.
  http.get(`*${HOSTED_FIELDS_SDK_PATH}`, () => {
    return new Response(HOSTED_FIELDS_SDK, {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=300',
      },
    })
  }),

  http.get('*/__provider/fields/:sessionId', ({ params }) => {
    const session = sessionOf(params.sessionId)
    if (!session) return notFoundPage()
    if (session.status === 'authorised' && !session.usedBy) return donePage(session)
    if (session.usedBy) return notFoundPage()
    if (session.status === 'challenge') {
      return withMessages(challengePage(session, `/__provider/fields/${session.id}/challenge`), session)
    }
    return fieldsPage(session)
  }),

  http.post('*/__provider/fields/:sessionId', async ({ request, params }) => {
    const session = sessionOf(params.sessionId)
    if (!session || session.usedBy) return notFoundPage()
    if (session.status === 'authorised') return donePage(session)
    const fields = await formFields(request)
    const text = providerText(session.locale)
    const { errors, card } = validate(fields, text)
    const values = { cardholderName: fields.cardholderName, expiry: fields.expiry }
    if (!card) return fieldsPage(session, { values, errors })
    delete session.threeDSResult
    recordCard(session, card)
    if (card.digits === DECLINED) {
      session.status = 'refused'
      return fieldsPage(session, { values, alert: text.declined })
    }
    if (card.digits === CHALLENGE) {
      session.status = 'challenge'
      return withMessages(challengePage(session, `/__provider/fields/${session.id}/challenge`), session)
    }
    return authorise(session)
  }),

  http.post('*/__provider/fields/:sessionId/challenge', async ({ request, params }) => {
    const session = sessionOf(params.sessionId)
    if (!session || session.usedBy) return notFoundPage()
    if (session.status === 'authorised') return donePage(session)
    if (session.status !== 'challenge') return fieldsPage(session)
    const outcome = new URLSearchParams(await request.text()).get('outcome')
    if (outcome === 'complete') {
      session.threeDSResult = 'Y'
      return authorise(session)
    }
    session.status = 'refused'
    session.threeDSResult = 'N'
    return fieldsPage(session, { alert: providerText(session.locale).issuerRefused })
  }),
]
