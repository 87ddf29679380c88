import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ComponentType, ComponentProps } from 'react'
import { Form } from 'react-router'
import { EnhancedField } from '../../../components/enhanced-field.tsx'
import { FormErrors, TextField } from '../../../components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { ENROLMENT_INTENTS } from '#app/features/enrolment/intents.ts'

/** What the profile step's loader gives the form (app/routes/enrol-profile.tsx). */
export interface LoyaltySignUpSetup {
  withPhone: boolean
  defaults: { firstName: string; lastName: string; postalCode: string; birthDate: string }
  birthDate: { min: string; max: string }
}

/**
 * The loyalty sign-up form (ACCT-041, AUTH-021): the profile step's fields, prefilled with what the
 * profile knows. One form for the profile step's page (a plain post that goes on to the next step)
 * and for the loyalty sign-up dialog (a fetcher post with the enhanced marker, answered in place).
 */
export function LoyaltySignUpForm({
  id,
  setup,
  lastResult,
  submitLabel,
  submitting,
  action,
  as: FormComponent = Form,
  enhanced = false,
}: {
  id: string
  setup: LoyaltySignUpSetup
  lastResult?: SubmissionResult<string[]> | null
  submitLabel: string
  submitting: boolean
  action?: string
  /** The form element: the router's `Form` on the page, a fetcher's `Form` in the dialog. */
  as?: ComponentType<ComponentProps<typeof Form>>
  /** Marks the post as answered in place (decision 017). */
  enhanced?: boolean
}) {
  const { t } = useTranslation(identityNs)
  const [form, fieldset] = useForm({ id, lastResult, defaultValue: setup.defaults })
  // The phone field exists only when the profile lacks one (complete profile).
  const fields = fieldset as typeof fieldset & { phone?: (typeof fieldset)['firstName'] }
  const birth = fields.birthDate!
  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      {enhanced ? <EnhancedField /> : null}
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={fields.firstName!} label={t('signUp.firstName')} autoComplete="given-name" />
      <TextField field={fields.lastName!} label={t('signUp.lastName')} autoComplete="family-name" />
      <TextField field={fields.postalCode!} label={t('signUp.postalCode')} autoComplete="postal-code" />
      <div>
        <label htmlFor={birth.id} className="text-sm font-medium">
          {t('signUp.birthDate')}
        </label>
        <input
          id={birth.id}
          name={birth.name}
          type="date"
          min={setup.birthDate.min}
          max={setup.birthDate.max}
          defaultValue={String(birth.initialValue ?? '')}
          key={birth.key}
          aria-invalid={birth.errors ? true : undefined}
          aria-describedby={birth.errors ? birth.errorId : undefined}
          autoComplete="bday"
          className="field-input"
        />
        {birth.errors ? (
          <ul id={birth.errorId} className="field-error">
            {birth.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {setup.withPhone ? (
        <TextField field={fields.phone!} label={t('signUp.phone')} type="tel" autoComplete="tel-national" />
      ) : null}
      <div>
        <button
          type="submit"
          name="intent"
          value={ENROLMENT_INTENTS.saveProfile}
          className="btn-primary"
          disabled={submitting}
        >
          {submitLabel}
        </button>
      </div>
    </FormComponent>
  )
}
