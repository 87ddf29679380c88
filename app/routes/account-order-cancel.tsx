import type { NotFoundError } from '#app/domain/page/not-found.ts'
import { titleMeta } from '#app/components/error-boundary.tsx'
import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { getShopper } from '#app/context.server.ts'
import { cancelOrderAction, cancelOrderPage } from '#app/features/orders/cancel-order.server.ts'
import { CANCEL_ORDER_INTENTS } from '#app/features/orders/intents.ts'
import { getI18n } from '#app/i18next.server.ts'
import { ordersNs } from '#app/features/orders/locales/orders.ts'
import type { Route } from './+types/account-order-cancel'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await cancelOrderPage(getShopper(context), request, params.orderNo)
  return { ...page, title: getI18n(context).t('meta:account.orderCancel', { orderNumber: page.orderNumber }) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return cancelOrderAction(getShopper(context), request, params.orderNo, getI18n(context).t)
}

/** ACCT-028: the confirmation step before an order is cancelled: confirm (one post) or keep it. */
export default function CancelOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(ordersNs)
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'cancel-order',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
  })
  return (
    <section aria-labelledby="cancel-title" className="max-w-lg">
      <h1 id="cancel-title" className="text-2xl font-bold">
        {t('cancel.title', { orderNumber: loaderData.orderNumber })}
      </h1>
      <p className="mt-2 text-sm text-gray-700">{t('cancel.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.reason!} label={t('cancel.reason')} optional />
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            name="intent"
            value={CANCEL_ORDER_INTENTS.cancel}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('cancel.confirm')}
          </button>
          <Link to={loaderData.back} className="underline">
            {t('cancel.keep')}
          </Link>
        </div>
      </Form>
    </section>
  )
}

export function meta({ data, error }: Route.MetaArgs) {
  return [
    ...titleMeta(data?.title ?? (error as NotFoundError)?.data?.titles?.page),
    { name: 'robots', content: 'noindex' },
  ]
}

export { NotFoundBoundary as ErrorBoundary } from '#app/blocks/not-found-boundary.tsx'
