import { handlers as authHandlers } from './auth.ts'
import { handlers as cartHandlers } from './cart.ts'
import { handlers as checkoutHandlers } from './checkout.ts'
import { handlers as contentHandlers } from './content.ts'
import { controlHandlers } from './control.ts'
import { handlers as imageHandlers } from './images.ts'
import { handlers as productHandlers } from './products.ts'
import { handlers as providerHandlers } from './provider.ts'
import { handlers as reviewHandlers } from './reviews.ts'
import { handlers as storeHandlers } from './stores.ts'

/** Every handler of the emulator. The control handlers come first: they capture and inject faults. */
export const handlers = [
  ...controlHandlers,
  ...authHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...productHandlers,
  ...reviewHandlers,
  ...storeHandlers,
  ...contentHandlers,
  ...providerHandlers,
  ...imageHandlers,
]
