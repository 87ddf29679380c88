import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { FieldErrors, FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { WARRANTY_INTENTS } from '#app/features/help/intents.ts'
import { helpNs } from '#app/features/help/locales/help.ts'
import {
  MAX_WARRANTY_PHOTO_BYTES,
  MAX_WARRANTY_PHOTOS,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_PHOTO_ACCEPT,
} from '#app/domain/help/warranty.ts'

/**
 * The warranty claim form (FORM-022): a multipart post, so it works as a plain form without
 * JavaScript. A refused post shows the typed text again; the photos cannot be (browsers do not let a
 * page fill a file input), which the form says when there were some.
 */
export function WarrantyForm({
  email,
  honeypot,
  submissionId,
  lastResult,
  photosDropped,
}: {
  email: string | null
  honeypot: HoneypotInputProps
  submissionId: string
  lastResult?: SubmissionResult<string[]> | null
  photosDropped: boolean
}) {
  const { t } = useTranslation(helpNs)
  const navigation = useNavigation()
  const [form, fields] = useForm({ id: 'warranty', lastResult })
  const description = fields.description!
  const photos = fields.photos!
  const purchaseDate = fields.purchaseDate!
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === WARRANTY_INTENTS.warrantyClaim
  const describedBy = (id: string, field: { errorId: string; errors?: string[] }) =>
    [id, field.errors?.length ? field.errorId : null].filter(Boolean).join(' ')
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      {/* The intent comes first, not with the button: a post stopped at an over-limit photo is still
            read as this form's (the parts after the photos never arrive). */}
      <input type="hidden" name="intent" value={WARRANTY_INTENTS.warrantyClaim} />
      <HoneypotFields {...honeypot} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <TextField field={fields.product!} label={t('warranty.product')} />
      <div>
        <label htmlFor={purchaseDate.id} className="text-sm font-medium">
          {t('warranty.purchaseDate')}
        </label>
        <input
          {...getInputProps(purchaseDate, { type: 'date' })}
          key={purchaseDate.key}
          className="field-input"
        />
        <FieldErrors field={purchaseDate} />
      </div>
      <div>
        <label htmlFor={description.id} className="text-sm font-medium">
          {t('warranty.description')}
        </label>
        <textarea
          {...getTextareaProps(description)}
          key={description.key}
          maxLength={WARRANTY_DESCRIPTION_MAX}
          rows={6}
          className="field-input w-full"
        />
        <FieldErrors field={description} />
      </div>
      <TextField field={fields.orderNumber!} label={t('warranty.orderNumber')} optional />
      {email ? (
        <p className="text-sm">{t('warranty.signedInAs', { email })}</p>
      ) : (
        <TextField field={fields.email!} label={t('warranty.email')} type="email" autoComplete="email" />
      )}
      <div>
        <label htmlFor={photos.id} className="text-sm font-medium">
          {t('warranty.photos')}
          <span className="font-normal text-gray-700"> ({t('common:form.optional')})</span>
        </label>
        <p id={`${photos.id}-hint`} className="text-sm text-gray-700">
          {t('warranty.photosHint', {
            count: MAX_WARRANTY_PHOTOS,
            size: MAX_WARRANTY_PHOTO_BYTES / (1024 * 1024),
          })}
        </p>
        {photosDropped ? <p className="text-sm font-medium">{t('warranty.photosLost')}</p> : null}
        <input
          id={photos.id}
          name={photos.name}
          type="file"
          multiple
          accept={WARRANTY_PHOTO_ACCEPT}
          aria-invalid={photos.errors?.length ? true : undefined}
          aria-describedby={describedBy(`${photos.id}-hint`, photos)}
          className="field-input"
        />
        <FieldErrors field={photos} />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? t('warranty.sending') : t('warranty.submit')}
        </button>
      </div>
    </Form>
  )
}
