/** What the in-process emulator captured: method, path, query, headers, body and arrival of every call. */
export interface Captured {
  method: string
  path: string
  query: Record<string, string | string[]>
  headers: Record<string, string>
  body: unknown
  /** When the call arrived (ISO time), before any scripted latency. */
  at: string
}

export async function capturedRequests(): Promise<Captured[]> {
  const response = await fetch('http://emulator.test/__emulator/requests')
  return (await response.json()) as Captured[]
}

export async function placedOrders(): Promise<{ orderNumber: string; [key: string]: unknown }[]> {
  const response = await fetch('http://emulator.test/__emulator/orders')
  return (await response.json()) as { orderNumber: string }[]
}

export async function injectFault(fault: Record<string, unknown>) {
  const response = await fetch('http://emulator.test/__emulator/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!response.ok) throw new Error(`fault not accepted: ${response.status}`)
}
