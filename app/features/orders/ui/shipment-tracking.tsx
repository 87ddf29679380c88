import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ordersNs } from '#app/features/orders/locales/orders.ts'
import type { TrackedShipment } from '#app/domain/orders/account-order.ts'
import { useOrderStatusText } from './order-status.tsx'

type ShipmentView = TrackedShipment & { events: (TrackedShipment['events'][number] & { day: string })[] }

/**
 * An order's shipments with their tracking (ACCT-025, ACCT-031): status, carrier, tracking number,
 * the carrier's page and the events so far, newest first.
 */
export function ShipmentTracking({
  shipments,
  headingLevel = 2,
}: {
  shipments: ShipmentView[]
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation(ordersNs)
  const statusText = useOrderStatusText()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <section aria-labelledby="shipments-heading">
      <Heading id="shipments-heading" className="text-lg font-semibold">
        {t('detail.shipments')}
      </Heading>
      <ol className="mt-2 space-y-4">
        {shipments.map((shipment, index) => (
          <li key={shipment.shipmentId} className="rounded-md border border-gray-300 p-3 text-sm">
            <SubHeading className="font-medium">
              {t('detail.shipmentLine', { number: index + 1, status: statusText(shipment.status) })}
            </SubHeading>
            {shipment.trackingNumber ? (
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] break-words gap-x-4 gap-y-1">
                {shipment.carrier ? (
                  <>
                    <dt>{t('detail.carrier')}</dt>
                    <dd>{shipment.carrier}</dd>
                  </>
                ) : null}
                <dt>{t('detail.trackingNumber')}</dt>
                <dd>{shipment.trackingNumber}</dd>
              </dl>
            ) : (
              <p className="mt-2 text-gray-700">{t('detail.noTracking')}</p>
            )}
            {shipment.trackingUrl ? (
              <a
                href={shipment.trackingUrl}
                className="mt-2 inline-block underline"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('detail.trackOnCarrier', { carrier: shipment.carrier ?? '' })}
              </a>
            ) : null}
            {shipment.events.length ? (
              <>
                <p className="mt-3 font-medium">{t('detail.events')}</p>
                <ol className="mt-1 space-y-1">
                  {[...shipment.events].reverse().map((event) => (
                    <li key={`${event.date}-${event.description}`}>
                      <time dateTime={event.date}>{event.day}</time> — {event.description}
                      {event.location ? `, ${event.location}` : ''}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
