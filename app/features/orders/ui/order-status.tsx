import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { ordersNs } from '#app/features/orders/locales/orders.ts'

const KNOWN = new Set(['CREATED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'PENDING'])

/** An order's or a shipment's status in words, as a function of the status. */
export function useOrderStatusText(): (status: string | undefined) => string {
  const { t } = useTranslation(ordersNs)
  return (status) => t(`status.${status && KNOWN.has(status) ? status : 'unknown'}`)
}

/** An order's or a shipment's status in words. */
export function OrderStatus({ status }: { status: string | undefined }) {
  return <>{useOrderStatusText()(status)}</>
}
