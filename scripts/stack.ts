import { portsFromEnv, startStack } from './stack-processes.ts'

/**
 * `npm run stack`: the production-like stack on loopback (decision 070) — the commerce API emulator,
 * Redis, two storefront instances of the production build, and Varnish in front as the shared cache —
 * until Ctrl-C or SIGTERM stops every part. Ports: STACK_EMULATOR_PORT (5200), STACK_STOREFRONT_PORT_A
 * and _B (5201, 5202), STACK_VARNISH_PORT (5280), STACK_VARNISH_ADMIN_PORT (5281), STACK_REDIS_PORT (6392).
 */
const stack = await startStack({ ports: portsFromEnv(), log: (line) => console.log(line) })

console.log(`
Shop through the shared cache:  ${stack.url}/en-gb   (en-us pages run experiments, so they are private)
Instances directly:             ${stack.storefrontUrls.join('  ')}
Emulator (change something):    ${stack.emulatorUrl}/__emulator/prices, /__emulator/stock, /__emulator/content/publish
Varnish's log and bans:         varnishlog -n ${stack.workdir}   varnishadm -n ${stack.workdir} ban.list
Ctrl-C stops everything.`)

let stopping = false
function shutdown() {
  if (stopping) process.exit(1)
  stopping = true
  void stack.stop().then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

// A part that dies leaves a stack that is not what it says: stop the rest.
for (const part of [...stack.storefronts, stack.varnish]) {
  part.child.once('exit', (code) => {
    if (stopping) return
    console.error(`${part.name} exited (${code}):\n${part.output().slice(-2000)}`)
    shutdown()
  })
}
