/**
 * What the shell of every page loads once it has hydrated, as one module and so one file: the
 * sticky header's scroll state, the desktop menu's behaviour and its tracking, the ecommerce and
 * promotion tracking, the utility bar's content and the location control's behaviour. Each was a
 * module of its own, imported by its owner after hydration: every page loaded all of them at once,
 * as five requests where one does (decision 090). What loads only when the shopper asks for it (a
 * dialog, the phone's menu) stays apart.
 */
export { default as enableHeaderScroll } from './header-scroll.ts'
export { enhanceMegaMenu, trackMobileMenu } from './mega-menu-behaviour.ts'
export { UtilityBarContent } from './utility-bar-content.tsx'
export { default as LocationBehaviour } from '../features/location/ui/location-behaviour.tsx'
export { default as trackPage } from '#app/platform/tracking/page-tracking.ts'
