import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { FormEvent, ReactNode } from 'react'
import { Form } from 'react-router'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { FieldErrors, FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { reviewsNs } from '#app/features/reviews/locales/reviews.ts'
import { QUESTION_INTENTS } from '#app/features/reviews/intents.ts'

/**
 * The ask-question form (CAT-015), on its page and in the PDP's dialog. The server validates it with
 * `AskQuestionSchema`; its answer (`lastResult`) puts each message at its field (REV410 at the text)
 * and keeps what was typed. `onSubmit` lets the dialog post through its fetcher instead.
 */
export function AskQuestionForm({
  id,
  action,
  honeypot,
  lastResult,
  pending,
  onSubmit,
  actions,
}: {
  id: string
  action: string
  honeypot: HoneypotInputProps
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void
  actions?: ReactNode
}) {
  const { t } = useTranslation(reviewsNs)
  const [form, fields] = useForm({ id, lastResult, onSubmit })
  const text = fields.reviewText!
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <HoneypotFields {...honeypot} />
      <div>
        <label htmlFor={text.id} className="text-sm font-medium">
          {t('askText')}
        </label>
        <textarea {...getTextareaProps(text)} key={text.key} rows={5} className="field-input w-full" />
        <FieldErrors field={text} />
      </div>
      <TextField field={fields.nickname!} label={t('askNickname')} autoComplete="nickname" />
      <TextField field={fields.email!} label={t('askEmail')} type="email" autoComplete="email" />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value={QUESTION_INTENTS.askQuestion}
          className="btn-primary"
          disabled={pending}
        >
          {t('askSubmit')}
        </button>
        {actions}
      </div>
    </Form>
  )
}
