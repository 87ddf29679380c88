import type { ContactCategories } from '#app/domain/help/contact-us.ts'

/** The contact-us form's categories and their subjects (GET /consumers-v3/contactus/categorySubject). */
export const CONTACT_CATEGORIES: ContactCategories = {
  categories: [
    {
      code: 'orders',
      label: 'Orders and delivery',
      subjects: [
        { code: 'order-status', label: 'Where is my order?' },
        { code: 'order-change', label: 'Change or cancel an order' },
        { code: 'delivery-damaged', label: 'My parcel arrived damaged' },
      ],
    },
    {
      code: 'returns',
      label: 'Returns and refunds',
      subjects: [
        { code: 'return-start', label: 'Start a return' },
        { code: 'refund-status', label: 'Where is my refund?' },
      ],
    },
    {
      code: 'products',
      label: 'Products and sizing',
      subjects: [
        { code: 'product-fit', label: 'Fit and sizing advice' },
        { code: 'product-care', label: 'Care and repairs' },
      ],
    },
    {
      code: 'account',
      label: 'Account and XPLR Pass',
      subjects: [
        { code: 'account-access', label: 'I cannot sign in' },
        { code: 'loyalty-points', label: 'Points and rewards' },
      ],
    },
  ],
}
