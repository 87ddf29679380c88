import type { Config } from '@react-router/dev/config'

/** The reference app the benchmark compares the storefront with: React Router's defaults, nothing more. */
export default { ssr: true } satisfies Config
