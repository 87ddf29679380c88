import { useActionData } from 'react-router'
import { NewsletterForm } from '#app/components/newsletter-form.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { newsletterFormState, subscribeAction } from '#app/features/newsletter/newsletter.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { newsletterNs } from '#app/features/newsletter/locales/newsletter.ts'
import { type NewsletterAnswer, ownPagePath } from '#app/domain/content/newsletter.ts'
import type { Route } from './+types/newsletter'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const url = new URL(request.url)
  return {
    locale: shopper.locale.locale,
    form: await newsletterFormState(shopper),
    // After a plain post that subscribed (POST-redirect-GET): the success view and the way back.
    subscribed: url.searchParams.get('subscribed') === '1',
    returnTo: ownPagePath(url.searchParams.get('returnTo'), shopper.locale.locale),
    title: getI18n(context).t('meta:newsletter'),
    description: getI18n(context).t('newsletter:intro'),
  }
}

/** Every newsletter form posts here: the block's, the footer's, the pop-up's and this page's. */
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, getShopper(context), getI18n(context).t)
}

/**
 * The newsletter page (FORM-001..FORM-004): the form's home without JavaScript. A plain post from any
 * page's newsletter form lands here: a success comes back as the success view with the way back to
 * that page; a refusal renders the form with the typed email, the field errors and the message.
 */
export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(newsletterNs)
  const actionData = useActionData<typeof action>()
  // A refused post (an unknown or missing intent) carries no reply: the page renders as on a GET.
  const answer = actionData && 'result' in actionData ? (actionData as NewsletterAnswer) : undefined
  const { locale, form, subscribed, returnTo } = loaderData
  // The page the refused post came from, so a retry still files it under that page (FORM-002).
  const posted = answer?.result.initialValue
  const postedReturnTo = typeof posted?.returnTo === 'string' ? ownPagePath(posted.returnTo, locale) : null
  const postedCampaign = typeof posted?.campaign === 'string' ? posted.campaign : undefined
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t('pageHeading')}</h1>
      <p className="mt-1 text-gray-800">{t('intro')}</p>
      <div className="mt-6">
        {subscribed ? (
          <div role="status" className="rounded-md border border-green-700 bg-green-50 p-4 text-green-950">
            <h2 className="font-semibold">{t('successTitle')}</h2>
            <p className="mt-1 text-sm">{t('pageSubscribed')}</p>
            {returnTo ? (
              <a href={returnTo} className="mt-3 inline-block text-sm font-semibold underline">
                {t('back')}
              </a>
            ) : null}
          </div>
        ) : (
          <NewsletterForm
            id="newsletter-page"
            locale={locale}
            state={form}
            initialAnswer={answer}
            returnTo={postedReturnTo ?? returnTo ?? undefined}
            campaign={postedCampaign}
            headingLevel={2}
          />
        )}
      </div>
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'description', content: data?.description }]
}
