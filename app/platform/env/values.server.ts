import { z } from 'zod'

/** A yes/no variable: `true` or `1` is yes; unset, empty, `false` or `0` is no. */
export const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')
