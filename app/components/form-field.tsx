import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useValidationText } from '#app/platform/i18n/validation-text.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'

// Any field of any form: the components only read its id, name, errors and initial value.
type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>

/** Field errors come from the server in the schemas' English; the validation catalogue translates them. */
export function FieldErrors({ field }: { field: Field }) {
  const text = useValidationText()
  if (!field.errors?.length) return null
  return (
    <ul id={field.errorId} className="field-error">
      {field.errors.map((e) => (
        <li key={e}>{text(e)}</li>
      ))}
    </ul>
  )
}

/** A labelled input with its hint and error below it, wired for screen readers. */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  optional,
  hint,
}: {
  field: Field
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  optional?: boolean
  /** A short help text (e.g. a format), read with the field. */
  hint?: string | null | undefined
}) {
  const { t } = useTranslation()
  const hintId = hint ? `${field.id}-hint` : undefined
  const props = getInputProps(field, { type, ariaDescribedBy: hintId })
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-gray-700"> ({t('form.optional')})</span> : null}
      </label>
      <input {...props} key={props.key} autoComplete={autoComplete} className="field-input" />
      {hint && (
        <p id={hintId} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <FieldErrors field={field} />
    </div>
  )
}

/** A labelled select with its error below it. */
export function SelectField({
  field,
  label,
  options,
  autoComplete,
}: {
  field: Field
  label: string
  options: { value: string; label: string }[]
  autoComplete?: string
}) {
  const { t } = useTranslation()
  const props = getSelectProps(field)
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <select {...props} key={props.key} autoComplete={autoComplete} className="field-input">
        <option value="">{t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors field={field} />
    </div>
  )
}

/** A message for the whole form (upstream errors that belong to no field). */
export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  )
}
