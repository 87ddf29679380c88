import { index, type RouteConfig } from '@react-router/dev/routes'

export default [index('routes/home.tsx')] satisfies RouteConfig
