import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { FormErrors, TextField } from '#app/components/form-field.tsx'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import { useOrderStatusText } from '#app/features/orders/ui/order-status.tsx'
import { ShipmentTracking } from '#app/features/orders/ui/shipment-tracking.tsx'
import { getShopper } from '#app/context.server.ts'
import { TRACK_ORDER_INTENTS } from '#app/features/orders/intents.ts'
import { trackOrderAction } from '#app/features/orders/track-order.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { ordersNs } from '#app/features/orders/locales/orders.ts'
import { signInPath } from '#app/domain/paths/paths.ts'
import { accountOrdersPath } from '#app/domain/paths/self-service-paths.ts'
import { honeypotInputProps } from '#app/platform/security/honeypot.server.ts'
import type { Route } from './+types/track-order'

export function loader({ request, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const url = new URL(request.url)
  return {
    honeypot: honeypotInputProps(),
    locale: shopper.locale.locale,
    orderNumber: url.searchParams.get('orderNumber') ?? undefined,
    title: getI18n(context).t('meta:trackOrder'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return trackOrderAction(request, getShopper(context), getI18n(context).t)
}

/** ACCT-031: track an order by its number and email, without an account. */
export default function TrackOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(ordersNs)
  const statusText = useOrderStatusText()
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm<{ orderNumber: string; email: string }>({
    id: 'track-order',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { orderNumber: loaderData.orderNumber },
  })
  const order = actionData && 'order' in actionData ? actionData.order : null
  const { locale } = loaderData
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('track.title')}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('track.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid max-w-lg gap-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <HoneypotFields {...loaderData.honeypot} />
        <TextField field={fields.orderNumber!} label={t('track.orderNumber')} />
        <TextField field={fields.email!} label={t('track.email')} type="email" autoComplete="email" />
        <div>
          <button
            type="submit"
            name="intent"
            value={TRACK_ORDER_INTENTS.track}
            className="btn-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('track.submit')}
          </button>
        </div>
      </Form>
      <p className="mt-4 text-sm">
        <Link to={signInPath(locale, accountOrdersPath(locale))} className="underline">
          {t('track.signIn')}
        </Link>
      </p>
      {order ? (
        <section aria-labelledby="tracked-order" aria-live="polite" className="mt-8 grid gap-4">
          <h2 id="tracked-order" className="text-xl font-semibold">
            {t('track.result', { orderNumber: order.orderNumber })}
          </h2>
          <p className="text-sm">
            {order.placedOn ? `${t('detail.placedOn', { date: order.placedOn })} · ` : null}
            {t('detail.statusLine', { status: statusText(order.status) })}
          </p>
          {order.items.length ? (
            <ul className="list-inside list-disc text-sm">
              {order.items.map((item) => (
                <li key={item.id}>
                  {item.name}
                  {item.qty ? ` × ${item.qty}` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          {order.shipments.length ? <ShipmentTracking shipments={order.shipments} headingLevel={3} /> : null}
        </section>
      ) : null}
    </div>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}
