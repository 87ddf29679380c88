import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ComponentType, ReactNode } from 'react'
import type { FetcherFormProps } from 'react-router'
import { FieldErrors, FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { LOCATION_INTENTS } from '#app/features/location/intents.ts'
import type { LocationPromptView } from '#app/features/location/views.ts'
import { locationNs } from '#app/features/location/locales/location.ts'
import { useValidationText } from '#app/platform/i18n/validation-text.ts'
import type { LocationRegion } from '#app/domain/market/location.ts'
import { LocationSchema } from '#app/features/location/schemas/location.ts'

/** The page's `Form` or a fetcher's: both post the same fields to the location page's action. */
type FormTag = ComponentType<FetcherFormProps>

/**
 * PLAT-022: one radio per country and language we serve, grouped by region and country, the current
 * locale checked. A plain post (JavaScript off) to the location page; the same schema checks it here
 * and on the server.
 */
export function LocationForm({
  as: FormTag,
  action,
  regions,
  locale,
  redirectTo,
  lastResult,
  pending,
}: {
  as: FormTag
  action: string
  regions: LocationRegion[]
  locale: string
  redirectTo: string
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
}) {
  const { t } = useTranslation(locationNs)
  const text = useValidationText()
  const [form, fields] = useForm({
    id: 'location',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LocationSchema }),
    shouldValidate: 'onSubmit',
    defaultValue: { locale },
  })
  const field = fields.locale!
  const chosen = field.initialValue ?? locale
  const formErrors = [...(form.errors ?? []), ...(fields.intent?.errors ?? [])].map((e) => text(e))
  return (
    <FormTag method="post" action={action} {...getFormProps(form)} className="mt-6 grid gap-6">
      <FormErrors errors={formErrors} id={form.errorId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="grid gap-6" aria-describedby={field.errors?.length ? field.errorId : undefined}>
        <legend className="mb-2 text-lg font-semibold">{t('page.legend')}</legend>
        <FieldErrors field={field} />
        {regions.map((region) => (
          <div key={region.id}>
            <h2 className="text-base font-semibold">{region.name}</h2>
            <ul className="mt-2 grid gap-3 sm:grid-cols-2">
              {region.countries.map((country) => (
                <li key={country.code}>
                  <fieldset>
                    <legend className="font-medium">{country.name}</legend>
                    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                      {country.languages.map((language) => {
                        const id = `location-${language.locale}`
                        return (
                          <div key={language.locale} className="flex items-center gap-2">
                            <input
                              id={id}
                              type="radio"
                              name={field.name}
                              value={language.locale}
                              defaultChecked={language.locale === chosen}
                              className="h-4 w-4"
                            />
                            <label htmlFor={id} lang={language.locale.split('-')[0]}>
                              {language.label}
                              {language.locale === locale ? ` (${t('page.current')})` : null}
                            </label>
                          </div>
                        )
                      })}
                    </div>
                  </fieldset>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>
      <div>
        <button
          type="submit"
          name="intent"
          value={LOCATION_INTENTS.choose}
          className="btn-primary"
          disabled={pending}
        >
          {t('page.submit')}
        </button>
      </div>
    </FormTag>
  )
}

/**
 * PLAT-032: the confirmation's two answers, each a post that records it: go to the detected country's
 * site (the same page there) or stay on this one.
 */
export function LocationPromptForm({
  as: FormTag,
  action,
  prompt,
  redirectTo,
  pending,
  children,
}: {
  as: FormTag
  action: string
  prompt: LocationPromptView
  redirectTo: string
  pending: boolean
  children?: ReactNode
}) {
  return (
    <FormTag method="post" action={action} className="mt-4 flex flex-wrap gap-3">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="locale" value={prompt.locale} />
      {children}
      <button
        type="submit"
        name="intent"
        value={LOCATION_INTENTS.choose}
        className="btn-primary"
        disabled={pending}
      >
        {prompt.text.go}
      </button>
      <button
        type="submit"
        name="intent"
        value={LOCATION_INTENTS.stay}
        className="btn-secondary"
        disabled={pending}
      >
        {prompt.text.stay}
      </button>
    </FormTag>
  )
}
