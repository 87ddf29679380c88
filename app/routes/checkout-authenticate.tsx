import { useEffect, useRef } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { checkoutNs } from '#app/features/checkout/locales/checkout.ts'
import type { Route } from './+types/checkout-authenticate'
import { getI18n } from '#app/i18next.server.ts'
import { authenticateView, finishAuthentication } from './checkout-authenticate.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { AUTHENTICATE_INTENTS } from '#app/features/checkout/intents.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  const view = authenticateView(getShopper(context), request)
  return { ...view, title: getI18n(context).t('meta:checkout.authenticate') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return finishAuthentication(getShopper(context), await request.formData())
}

/**
 * The bank's confirmation without the summary's dialog (CHK-033, CHK-034): before it, a link to the
 * bank's page; after it, the form that finishes the order. With JavaScript the form posts itself,
 * except inside the summary's dialog, which finishes the order from the page around it.
 */
export default function Authenticate({ loaderData }: Route.ComponentProps) {
  const { locale, result, issuer } = loaderData
  const { t } = useTranslation(checkoutNs)
  const form = useRef<HTMLFormElement>(null)
  const submit = useSubmit()
  const sent = useRef(false)
  useEffect(() => {
    if (!result || sent.current || !form.current || window.self !== window.top) return
    sent.current = true
    void submit(form.current)
  }, [result, submit])
  return (
    <section aria-labelledby="authenticate-heading" className="mx-auto max-w-lg px-4 py-12">
      <h1 id="authenticate-heading" className="text-2xl font-bold">
        {t(result ? 'threeDS.finishTitle' : 'threeDS.pageTitle')}
      </h1>
      <p className="mt-2">{t(result ? 'threeDS.finishIntro' : 'threeDS.pageIntro')}</p>
      {result ? (
        <Form method="post" ref={form} className="mt-6">
          <input type="hidden" name="intent" value={AUTHENTICATE_INTENTS.finishAuthentication} />
          <input type="hidden" name={result.name} value={result.value} />
          <button type="submit" className="btn-primary">
            {t('threeDS.finish')}
          </button>
        </Form>
      ) : issuer ? (
        <a href={issuer} className="btn-primary mt-6 inline-block">
          {t('threeDS.continueToBank')}
        </a>
      ) : null}
      <p className="mt-6">
        <Link to={checkoutPath(locale, 'summary')} className="underline">
          {t('threeDS.backToReview')}
        </Link>
      </p>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
