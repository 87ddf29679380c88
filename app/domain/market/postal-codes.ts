/**
 * Postal codes of the site countries; letters are upper-cased before the check. The market table
 * (market.ts) and address validation (app/validation/address.ts) read them.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, string>> = {
  US: '\\d{5}(?:-?\\d{4})?',
  CA: '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d',
  GB: 'GIR ?0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}',
  DE: '\\d{5}',
  FR: '\\d{5}',
}
