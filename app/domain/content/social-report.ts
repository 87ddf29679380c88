/**
 * The reasons a shopper can give when reporting a photo of a social gallery (CAT-054): what the report
 * page offers, the host accepts and the report's schema checks. Apart from the galleries' rules, which
 * the gallery blocks load: the report page alone offers them.
 */
export const SOCIAL_REPORT_REASONS = ['inappropriate', 'spam', 'copyright'] as const
export type SocialReportReason = (typeof SOCIAL_REPORT_REASONS)[number]
