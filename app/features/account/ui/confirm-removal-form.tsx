import { type FormMetadata, getFormProps } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { FormErrors } from '#app/components/form-field.tsx'

/**
 * The confirmation step of a removal (an address, a payment method): a page of its own that changes
 * nothing until its button posts the intent; the refusal, if any, above the button; a way back.
 */
export function ConfirmRemovalForm({
  form,
  intent,
  confirmLabel,
  cancelTo,
  cancelLabel,
}: {
  form: FormMetadata<Record<string, unknown>, string[]>
  intent: string
  confirmLabel: string
  cancelTo: string
  cancelLabel: string
}) {
  const navigation = useNavigation()
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-wrap items-center gap-4">
      <div className="w-full">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      <button
        type="submit"
        name="intent"
        value={intent}
        className="btn-primary"
        disabled={navigation.state === 'submitting'}
      >
        {confirmLabel}
      </button>
      <Link to={cancelTo} className="underline">
        {cancelLabel}
      </Link>
    </Form>
  )
}
