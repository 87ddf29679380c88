import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { FieldErrors, FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { consentAction, consentPageView } from '#app/features/consent/consent-form.server.ts'
import { CONSENT_INTENTS } from '#app/features/consent/intents.ts'
import { getI18n } from '#app/i18next.server.ts'
import { consentNs } from '#app/features/consent/locales/consent.ts'
import { useValidationText } from '#app/platform/i18n/validation-text.ts'
import { CONSENT_CATEGORIES, OPTIONAL_CATEGORIES, type ConsentChoice } from '#app/domain/tracking/consent.ts'
import type { Route } from './+types/privacy-consent'

/** PLAT-040..043: the cookie settings page, the banner's per-category choice and its page without JavaScript. */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...consentPageView(request, getShopper(context)),
    title: getI18n(context).t('meta:cookieSettings'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return consentAction(request, getShopper(context), getI18n(context).t)
}

export default function ConsentPage({ loaderData }: Route.ComponentProps) {
  const { choosable, preview, choice, allowed, redirectTo } = loaderData
  const { t } = useTranslation(consentNs)
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('page.title')}</h1>
      {choosable ? (
        <>
          <p className="mt-2 text-gray-700">{t('page.intro')}</p>
          {preview ? <p className="mt-2 text-gray-700">{t('page.preview')}</p> : null}
          <CurrentChoice choice={choice} />
          <ConsentForm choice={choice} redirectTo={redirectTo} />
        </>
      ) : (
        <>
          <p className="mt-2 text-gray-700">{t('page.outsideEmea')}</p>
          <ul className="mt-4 grid gap-2">
            {allowed.map((category) => (
              <li key={category}>
                <span className="font-medium">{t(`category.${category}`)}</span>: {t('page.allowed')}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-6">
        <Link to={redirectTo} className="underline">
          {t('page.back')}
        </Link>
      </p>
    </div>
  )
}

/** The choice the consent cookie records now (or that there is none yet). */
function CurrentChoice({ choice }: { choice: ConsentChoice | null }) {
  const { t } = useTranslation(consentNs)
  if (!choice) return <p className="mt-4 font-medium">{t('page.notChosen')}</p>
  const granted = OPTIONAL_CATEGORIES.filter((category) => choice[category])
  return (
    <p className="mt-4 font-medium">
      {granted.length === 0
        ? t('page.currentNone')
        : t('page.current', { categories: granted.map((c) => t(`category.${c}`)).join(', ') })}
    </p>
  )
}

/** One box per category, `required` ticked and fixed; save, accept all or reject all. */
function ConsentForm({ choice, redirectTo }: { choice: ConsentChoice | null; redirectTo: string }) {
  const { t } = useTranslation(consentNs)
  const text = useValidationText()
  const actionData = useActionData<typeof action>()
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'consent',
    lastResult: actionData?.result,
    defaultValue: Object.fromEntries(OPTIONAL_CATEGORIES.map((c) => [c, choice?.[c] ? 'on' : undefined])),
  })
  const formErrors = [...(form.errors ?? []), ...(fields.intent?.errors ?? [])].map((e) => text(e))
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
      <FormErrors errors={formErrors} id={form.errorId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('page.legend')}</legend>
        {CONSENT_CATEGORIES.map((category) => {
          const descriptionId = `consent-${category}-description`
          if (category === 'required') {
            return (
              <div key={category} className="flex items-start gap-2">
                <input
                  id="consent-required"
                  type="checkbox"
                  checked
                  disabled
                  aria-describedby={descriptionId}
                  className="mt-1 h-4 w-4"
                />
                <div>
                  <label htmlFor="consent-required" className="font-medium">
                    {t('category.required')} ({t('page.alwaysOn')})
                  </label>
                  <p id={descriptionId} className="text-sm text-gray-700">
                    {t('description.required')}
                  </p>
                </div>
              </div>
            )
          }
          const field = fields[category]!
          const props = getInputProps(field, { type: 'checkbox' })
          const describedBy = [descriptionId, field.errors?.length ? field.errorId : null].filter(Boolean)
          return (
            <div key={category} className="flex items-start gap-2">
              <input
                {...props}
                key={props.key}
                aria-describedby={describedBy.join(' ')}
                className="mt-1 h-4 w-4"
              />
              <div>
                <label htmlFor={field.id} className="font-medium">
                  {t(`category.${category}`)}
                </label>
                <p id={descriptionId} className="text-sm text-gray-700">
                  {t(`description.${category}`)}
                </p>
                <FieldErrors field={field} />
              </div>
            </div>
          )
        })}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {(
          [
            [CONSENT_INTENTS.saveChoice, 'page.save', 'btn-primary'],
            [CONSENT_INTENTS.acceptAll, 'page.acceptAll', 'btn-secondary'],
            [CONSENT_INTENTS.rejectAll, 'page.rejectAll', 'btn-secondary'],
          ] as const
        ).map(([intent, label, style]) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            className={style}
            disabled={submitting}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </Form>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}
