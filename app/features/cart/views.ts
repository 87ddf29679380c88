/** What the mini cart shows after an add (CART-025): the line just added and the cart's subtotal. */
export interface MiniCartView {
  message: string
  currency: string
  totalItems: number
  subtotal: number
  item: {
    name: string
    image?: string
    variants: { code: string; value: string }[]
    qty: number
    price: number
  } | null
}

/** What a failed line change answers: the message on the item (ERR-110) or at the top. */
export interface CartLineError {
  intent: 'update-quantity' | 'remove-item'
  itemId: string
  message: string
  /** 'item' puts the message in the item's row; 'top' in the notification above the list. */
  display: 'item' | 'top'
}

export type GiftField = 'to' | 'email' | 'message'

export interface GiftOptionResult {
  errors: Partial<Record<GiftField | 'form', string>>
  values: Partial<Record<GiftField, string>>
}

/** What a refused or failed adjustment answers: the message at the line's adjustment form. */
export interface AdjustError {
  itemId: string
  message: string
}

export interface CartNotice {
  title?: string
  message: string
  tone: 'info' | 'warning' | 'error'
}
