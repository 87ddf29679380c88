import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ComponentProps, ComponentType } from 'react'
import { Form } from 'react-router'
import { FormErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { INTEREST_OPTIONS } from '#app/domain/identity/enrolment.ts'
import { INTERESTS_INTENTS } from '#app/features/enrolment/intents.ts'

/**
 * ACCT-043: the interests a shopper picks, saved to preferences.interests. The same form on the
 * enrolment step's page (a plain post) and in the interests dialog (a fetcher's post to that page).
 */
export function InterestsForm({
  FormComponent = Form,
  action,
  selected,
  lastResult,
  submitting,
  idPrefix = '',
  onSkip,
}: {
  FormComponent?: ComponentType<ComponentProps<typeof Form>>
  /** The step page's action; the dialog names it, the page posts to itself. */
  action?: string
  selected: string[]
  lastResult?: SubmissionResult<string[]> | null
  submitting: boolean
  idPrefix?: string
  /** In the dialog: skipping closes it instead of posting. */
  onSkip?: () => void
}) {
  const { t } = useTranslation(identityNs)
  const [form] = useForm({ id: `${idPrefix}enrol-interests`, lastResult })
  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <fieldset>
        <legend className="text-sm font-medium">{t('enrol.interests.legend')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {INTEREST_OPTIONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="interests"
                value={option}
                defaultChecked={selected.includes(option)}
                className="h-4 w-4"
              />
              {t(`enrol.interests.options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-4">
        <button
          type="submit"
          name="intent"
          value={INTERESTS_INTENTS.saveInterests}
          className="btn-primary"
          disabled={submitting}
        >
          {t('enrol.interests.submit')}
        </button>
        {onSkip ? (
          <button type="button" className="btn-secondary" onClick={onSkip}>
            {t('enrol.interests.skip')}
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value={INTERESTS_INTENTS.skipInterests}
            className="btn-secondary"
          >
            {t('enrol.interests.skip')}
          </button>
        )}
      </div>
    </FormComponent>
  )
}
