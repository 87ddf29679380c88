import { Form, useNavigation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import type { SizeOption } from '#app/domain/catalog/inventory.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { PRODUCT_INTENTS } from '#app/features/product/intents.ts'
import type { NotifyField } from '#app/features/product/views.ts'

/**
 * "Notify me" for the colour's sizes that are out of stock (CAT-011). Success redirects back to the
 * page with a toast; a refusal shows at its field with what was typed. With JavaScript the post is a
 * client-side navigation, so neither reloads the page.
 */
export function NotifyMe({
  sizes,
  selected,
  action,
  failed,
  email: knownEmail,
}: {
  sizes: SizeOption[]
  selected: SizeOption | null
  action: string
  /** The page's refusal of the last post: messages at their fields (or the form's), what was typed. */
  failed?: FormReply<NotifyField>
  email?: string
}) {
  const { t } = useTranslation(productNs)
  const navigation = useNavigation()
  const soldOut = sizes.filter((s) => s.level === 'out-of-stock' && s.upc)
  if (!soldOut.length) return null
  const emailError = failed?.errors.email
  const upcError = failed?.errors.upc
  return (
    <section aria-labelledby="notify-title" className="mt-6 rounded border border-gray-300 p-4">
      <h2 id="notify-title" className="font-semibold">
        {t('notifyTitle')}
      </h2>
      {/* It posts to the product page itself, whose route the router has. */}
      <Form
        preventScrollReset
        method="post"
        action={action}
        noValidate
        discover="none"
        className="mt-2 grid gap-3"
      >
        <p className="text-sm text-gray-700">{t('notifyIntro')}</p>
        <input type="hidden" name="intent" value={PRODUCT_INTENTS.notifyMe} />
        {failed?.errors.form ? (
          <p role="alert" className="field-error">
            {failed.errors.form}
          </p>
        ) : null}
        <div>
          <label htmlFor="notify-upc" className="text-sm font-medium">
            {t('notifySize')}
          </label>
          <select
            id="notify-upc"
            name="upc"
            defaultValue={
              failed?.values.upc || (selected?.level === 'out-of-stock' ? selected.upc : undefined)
            }
            aria-invalid={upcError ? true : undefined}
            aria-describedby={upcError ? 'notify-upc-error' : undefined}
            className="field-input"
          >
            {soldOut.map((s) => (
              <option key={s.upc} value={s.upc}>
                {s.text}
              </option>
            ))}
          </select>
          {upcError ? (
            <p id="notify-upc-error" className="field-error">
              {upcError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="notify-email" className="text-sm font-medium">
            {t('email')}
          </label>
          <input
            id="notify-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={failed?.values.email ?? knownEmail}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'notify-email-error' : undefined}
            className="field-input"
          />
          {emailError ? (
            <p id="notify-email-error" className="field-error">
              {emailError}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="btn-secondary justify-self-start"
          disabled={navigation.formAction === action}
        >
          {t('notifySubmit')}
        </button>
      </Form>
    </section>
  )
}
