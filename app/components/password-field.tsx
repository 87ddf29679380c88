import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { FieldErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { passwordChecklist } from '#app/validation/password-rules.ts'

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>

/**
 * A password input; with `checklist`, the four rules under 'Password must contain' (VAL-018), each
 * marked met or not met, ticking as the shopper types (the rules are zod-free, decision 004), in the
 * page's language. A
 * password is never sent back to the page, so the list starts unmet after a failed post.
 */
export function PasswordField({
  field,
  label,
  autoComplete,
  checklist = false,
  resetOn,
}: {
  field: Field
  label: string
  autoComplete: 'new-password' | 'current-password'
  checklist?: boolean
  /** The form's last result: a new one empties the input, as the server never sends a password back. */
  resetOn?: unknown
}) {
  const { t } = useTranslation(identityNs)
  const [value, setValue] = useState('')
  const [seen, setSeen] = useState(resetOn)
  const [round, setRound] = useState(0)
  if (resetOn !== seen) {
    setSeen(resetOn)
    setRound(round + 1)
    setValue('')
  }
  const checklistId = `${field.id}-rules`
  const props = getInputProps(field, { type: 'password', value: false })
  const describedBy = [props['aria-describedby'], checklist ? checklistId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...props}
        key={`${props.key ?? ''}-${round}`}
        autoComplete={autoComplete}
        aria-describedby={describedBy || undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
        className="field-input"
      />
      <FieldErrors field={field} />
      {checklist ? (
        <div id={checklistId} className="mt-2 text-sm">
          <p>{t('password.checklistLead')}</p>
          <ul className="mt-1 space-y-0.5">
            {passwordChecklist(value).map((item) => (
              <li key={item.id} data-met={item.met} className={item.met ? 'text-green-800' : 'text-gray-700'}>
                <span aria-hidden="true">{item.met ? '✓ ' : '○ '}</span>
                {t(`password.rules.${item.id}`)}
                <span className="sr-only"> ({item.met ? t('password.met') : t('password.unmet')})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/**
 * A new password and its confirmation, as the change-password and reset-password forms ask for them:
 * the rules' checklist under the first, both emptied when a new answer comes back.
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  labels,
  resetOn,
}: {
  newPassword: Field
  confirmPassword: Field
  labels: { newPassword: string; confirmPassword: string }
  resetOn?: unknown
}) {
  return (
    <>
      <PasswordField
        resetOn={resetOn}
        field={newPassword}
        label={labels.newPassword}
        autoComplete="new-password"
        checklist
      />
      <PasswordField
        resetOn={resetOn}
        field={confirmPassword}
        label={labels.confirmPassword}
        autoComplete="new-password"
      />
    </>
  )
}
