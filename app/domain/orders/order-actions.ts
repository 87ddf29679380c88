/**
 * What a shopper may do with a past order (ACCT-028 cancel, ACCT-029 return label, ACCT-032 resend a
 * digital gift card's email). The emulator enforces the same rules, so the buttons the account shows
 * are the ones the service accepts (decision 033).
 */

/** Order statuses of the account's orders: placed, on the way, delivered, cancelled. */
export const ORDER_STATUSES = ['CREATED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Days after delivery during which a line may be returned. */
export const RETURN_WINDOW_DAYS = 60

const DAY_MS = 86_400_000

export interface ActionableLine {
  id: string
  isDigital?: boolean
  returnable?: boolean
  returnLabel?: unknown
}

export interface ActionableOrder {
  status?: string
  deliveredAt?: string
  items: readonly ActionableLine[]
}

/** ACCT-028: an order may be cancelled until it ships. */
export function canCancel(order: Pick<ActionableOrder, 'status'>): boolean {
  return order.status === 'CREATED'
}

/** True while the return window of a delivered order is open. */
export function withinReturnWindow(deliveredAt: string | undefined, now: number): boolean {
  if (!deliveredAt) return false
  const delivered = Date.parse(deliveredAt)
  return Number.isFinite(delivered) && now - delivered <= RETURN_WINDOW_DAYS * DAY_MS
}

/**
 * ACCT-029: the lines a return label may be made for: a delivered order within the window, a physical
 * line marked returnable that has no label yet.
 */
export function returnableLines<L extends ActionableLine>(
  order: Omit<ActionableOrder, 'items'> & { items: readonly L[] },
  now: number,
): L[] {
  if (order.status !== 'DELIVERED' || !withinReturnWindow(order.deliveredAt, now)) return []
  return order.items.filter((line) => line.returnable === true && !line.isDigital && !line.returnLabel)
}

/** ACCT-032: a digital gift card's email may be sent again, unless the order was cancelled. */
export function canResendGiftCard(order: Pick<ActionableOrder, 'status'>, line: ActionableLine): boolean {
  return order.status !== 'CANCELLED' && line.isDigital === true
}
