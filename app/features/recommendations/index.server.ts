/** Recommendations' public surface: the recommendation events content and the beacon send. */
export { recClickHandler, recImpressionHandler, sendRecImpression } from './events.server.ts'
