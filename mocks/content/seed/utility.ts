import type { UtilityFeedInput } from '#app/domain/content/front-end-feeds.ts'

/** The utility bar above the header (CMS-020): a line of service and the links shoppers look for. */
export const UTILITY: UtilityFeedInput = {
  message: 'Free returns within 60 days',
  links: [
    { id: 'stores', text: 'Find a store', url: '/stores' },
    { id: 'help', text: 'Help', url: '/help' },
    { id: 'returns', text: 'Returns', url: '/help/returns/how-to-return' },
    { id: 'gift-card', text: 'Gift cards', url: '/gift-card' },
  ],
}
