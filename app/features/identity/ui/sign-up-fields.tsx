import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useState, type RefObject } from 'react'
import { Link } from 'react-router'
import { useEnhanced } from '#app/components/use-enhanced.ts'
import { FieldErrors } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import { contentPath } from '#app/domain/paths/paths.ts'

export type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>

/** The sign-up form's own inputs: text inputs with masks, consent boxes and the SMS opt-in. */

export function Input({
  field,
  label,
  type = 'text',
  autoComplete,
  optional,
  hint,
  min,
  max,
  onChange,
  format,
}: {
  field: Field
  label: string
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: string
  optional?: boolean
  hint?: string
  min?: string
  max?: string
  onChange?: (value: string) => void
  /** Rewrites the value when the shopper leaves the field (masks); the server strips it again. */
  format?: (value: string) => string
}) {
  const { t } = useTranslation()
  const hintId = `${field.id}-hint`
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined })
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-gray-700"> ({t('form.optional')})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        min={min}
        max={max}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        onBlur={
          format
            ? (event) => {
                event.currentTarget.value = format(event.currentTarget.value)
              }
            : undefined
        }
        className="field-input"
      />
      <FieldErrors field={field} />
    </div>
  )
}

export function CheckBox({
  field,
  label,
  optional = true,
  link,
}: {
  field: Field
  label: string
  optional?: boolean
  link?: { href: string; label: string }
}) {
  const { t } = useTranslation(identityNs)
  const props = getInputProps(field, { type: 'checkbox' })
  return (
    <div>
      <div className="flex items-start gap-2">
        <input {...props} key={props.key} className="mt-1 h-4 w-4" />
        <label htmlFor={field.id} className="text-sm">
          {label}
          {optional ? null : <span className="text-gray-700"> ({t('signUp.required')})</span>}
        </label>
      </div>
      {link ? (
        <Link to={link.href} className="ml-6 text-sm underline">
          {link.label}
        </Link>
      ) : null}
      <FieldErrors field={field} />
    </div>
  )
}

/**
 * AUTH-027: ticking the box reveals the SMS terms (CSS `peer-checked`, so it works without
 * JavaScript) with an accept button that, with JavaScript, folds the terms away once read.
 * The box is the shopper's, not the page's: a tick given before the page hydrated stays (a box whose
 * state the page held was unticked by hydration), and `checked` follows it. The form unticks it
 * through `boxRef` (AUTH-028).
 */
export function SmsOptIn({
  field,
  checked,
  onChange,
  boxRef,
  locale,
}: {
  field: Field
  checked: boolean
  onChange: (checked: boolean) => void
  boxRef: RefObject<HTMLInputElement | null>
  locale: string
}) {
  const { t } = useTranslation(identityNs)
  const enhanced = useEnhanced()
  const [accepted, setAccepted] = useState(false)
  const props = getInputProps(field, { type: 'checkbox' })
  const termsId = `${field.id}-terms`
  useEffect(() => {
    const box = boxRef.current
    if (box && box.checked !== checked) onChange(box.checked)
    // Once, as the page hydrates: what the shopper ticked before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-start gap-2">
        <input
          {...props}
          key={props.key}
          ref={boxRef}
          onChange={(event) => {
            onChange(event.currentTarget.checked)
            setAccepted(false)
          }}
          aria-controls={termsId}
          className="peer mt-1 h-4 w-4"
        />
        <label htmlFor={field.id} className="text-sm">
          {t('signUp.smsOptIn')}
        </label>
        <div
          id={termsId}
          className={`w-full rounded-md border border-gray-300 p-3 text-sm ${
            accepted ? 'hidden' : 'hidden peer-checked:block'
          }`}
        >
          <p>{t('signUp.smsTerms')}</p>
          <Link to={contentPath(locale, 'sms-terms')} className="underline">
            {t('signUp.smsTermsLink')}
          </Link>
          {enhanced ? (
            <button type="button" className="btn-secondary mt-2 block" onClick={() => setAccepted(true)}>
              {t('signUp.smsAccept')}
            </button>
          ) : null}
        </div>
        {accepted && checked ? (
          <p className="w-full text-sm text-green-800">{t('signUp.smsAccepted')}</p>
        ) : null}
      </div>
      <FieldErrors field={field} />
    </div>
  )
}
