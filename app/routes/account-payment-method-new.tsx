import { Form, Link, useActionData, useNavigation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { addCardAction, addCardPage } from '#app/features/payment-methods/add-card.server.ts'
import { ADD_CARD_INTENTS } from '#app/features/payment-methods/intents.ts'
import { getI18n } from '#app/i18next.server.ts'
import { addressBookNs } from '#app/features/addresses/locales/address-book.ts'
import { accountPaymentMethodsPath } from '#app/domain/paths/self-service-paths.ts'
import type { Route } from './+types/account-payment-method-new'
import { CaptchaField } from '#app/components/captcha-field.tsx'
import { CAPTCHA_ACTIONS } from '#app/domain/identity/captcha.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const state = await addCardPage(shopper, request)
  return { state, locale: shopper.locale.locale, title: getI18n(context).t('meta:account.paymentMethodNew') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return addCardAction(request, getShopper(context), getI18n(context).t)
}

const NOTICES = {
  refused: 'paymentMethods.addCardRefused',
  cancelled: 'paymentMethods.addCardCancelled',
  expired: 'paymentMethods.addCardExpired',
} as const

/** ACCT-022: add a card, typed on the provider's page only; a plain post each step (decision 036). */
export default function AddCardPage({ loaderData }: Route.ComponentProps) {
  const { state, locale } = loaderData
  const { t } = useTranslation(addressBookNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const busy = navigation.state === 'submitting'
  // Each step is one plain post: open the provider's page, then save the card it verified.
  const step = (intent: string, label: string) => (
    <Form method="post" className="mt-6">
      {intent === ADD_CARD_INTENTS.saveAddedCard ? <CaptchaField action={CAPTCHA_ACTIONS.saveCard} /> : null}
      <button type="submit" name="intent" value={intent} className="btn-primary" disabled={busy}>
        {label}
      </button>
    </Form>
  )
  return (
    <section aria-labelledby="add-card-heading">
      <h1 id="add-card-heading" className="text-2xl font-bold">
        {t('paymentMethods.addCardTitle')}
      </h1>
      {actionData && 'error' in actionData ? (
        <p role="alert" className="mt-4 rounded border border-red-700 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {state.step === 'verified' ? (
        <>
          <p className="mt-4 rounded border p-3" role="status">
            {t('paymentMethods.addCardVerified', { type: state.cardType, last4: state.lastFour })}
          </p>
          {step(ADD_CARD_INTENTS.saveAddedCard, t('paymentMethods.addCardSave'))}
        </>
      ) : (
        <>
          {state.step === 'start' ? null : (
            <p role="alert" className="mt-4 rounded border border-red-700 p-3 text-red-800">
              {t(NOTICES[state.step])}
            </p>
          )}
          <p className="mt-4">{t('paymentMethods.addCardIntro')}</p>
          {step(ADD_CARD_INTENTS.startAddCard, t('paymentMethods.addCardStart'))}
        </>
      )}
      <p className="mt-6">
        <Link to={accountPaymentMethodsPath(locale)} className="underline">
          {t('paymentMethods.cancel')}
        </Link>
      </p>
    </section>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
