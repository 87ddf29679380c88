import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { FormErrors, SelectField, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { PROFILE_INTENTS } from '#app/features/account/intents.ts'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { INTEREST_OPTIONS } from '#app/domain/identity/enrolment.ts'
import { GENDERS } from '#app/domain/identity/sign-up-config.ts'
import { SHOE_SIZES } from '#app/features/account/schemas/profile.ts'

// A type, not an interface: Conform's field types need its implicit index signature.
export type ProfileDefaults = {
  firstName: string
  lastName: string
  phone: string
  postalCode: string
  birthDate: string
  gender: string
  interests: string[]
  preferredShoeSize: string
}

/**
 * Personal details and preferences (ACCT-002) in one form; without a profile (PRO404) the same form
 * creates it (ACCT-003). What was typed stays after an error; the saved values show beside it.
 */
export function ProfileDetailsForm({
  create,
  defaults,
  birthDate,
  lastResult,
}: {
  create: boolean
  defaults: ProfileDefaults
  birthDate: { min: string; max: string }
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation(identityNs)
  const navigation = useNavigation()
  const intent = create ? PROFILE_INTENTS.createProfile : PROFILE_INTENTS.saveProfile
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const [form, fields] = useForm({ id: 'profile-details', lastResult, defaultValue: defaults })
  const f = fields
  const dateErrors = f.birthDate.errors
  // After a failed post the boxes show what was ticked, else the saved interests.
  const typed = f.interests.initialValue
  const ticked = Array.isArray(typed) ? typed : typeof typed === 'string' ? [typed] : defaults.interests
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={f.firstName} label={t('signUp.firstName')} autoComplete="given-name" />
      <TextField field={f.lastName} label={t('signUp.lastName')} autoComplete="family-name" />
      <TextField field={f.phone} label={t('signUp.phone')} type="tel" autoComplete="tel-national" optional />
      <TextField field={f.postalCode} label={t('signUp.postalCode')} autoComplete="postal-code" optional />
      <div>
        <label htmlFor={f.birthDate.id} className="text-sm font-medium">
          {t('signUp.birthDate')}
        </label>
        <input
          id={f.birthDate.id}
          name={f.birthDate.name}
          type="date"
          min={birthDate.min}
          max={birthDate.max}
          defaultValue={String(f.birthDate.initialValue ?? '')}
          key={f.birthDate.key}
          aria-invalid={dateErrors ? true : undefined}
          aria-describedby={dateErrors ? f.birthDate.errorId : undefined}
          autoComplete="bday"
          className="field-input"
        />
        {dateErrors ? (
          <ul id={f.birthDate.errorId} className="field-error">
            {dateErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <SelectField
        field={f.gender}
        label={t('signUp.gender')}
        options={GENDERS.map((value) => ({ value, label: t(`signUp.genders.${value}`) }))}
        autoComplete="sex"
      />
      {create ? null : (
        <fieldset className="grid gap-4">
          <legend className="text-lg font-semibold">{t('profile.details.preferences')}</legend>
          <fieldset>
            <legend className="text-sm font-medium">{t('enrol.interests.legend')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {INTEREST_OPTIONS.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    key={f.interests.key}
                    name={f.interests.name}
                    value={option}
                    defaultChecked={ticked.includes(option)}
                    className="h-4 w-4"
                  />
                  {t(`enrol.interests.options.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField
            field={f.preferredShoeSize}
            label={t('profile.details.shoeSize')}
            options={SHOE_SIZES.map((value) => ({ value, label: value }))}
          />
        </fieldset>
      )}
      <div>
        <button type="submit" name="intent" value={intent} className="btn-primary" disabled={submitting}>
          {create ? t('profile.create.submit') : t('profile.details.submit')}
        </button>
      </div>
    </Form>
  )
}
