import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { useLeadEvents } from './useLeadEvents'

/** An EventSource the test drives: the response opening, and the server's named events. */
class FakeEventSource {
  static last: FakeEventSource | null = null
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  closed = false
  private listeners = new Map<string, Array<(e?: { data: string }) => void>>()
  constructor(readonly url: string) {
    FakeEventSource.last = this
  }
  addEventListener(type: string, fn: (e?: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  close() {
    this.closed = true
  }
  emit(type: string, data?: string) {
    for (const fn of this.listeners.get(type) ?? []) fn(data === undefined ? undefined : { data })
  }
}

function Probe({ onLead, onState }: { onLead: (notice?: { id: string; type: string }) => void; onState: (open: boolean) => void }) {
  useLeadEvents('https://api.test', onLead, onState)
  return null
}

afterEach(() => vi.unstubAllGlobals())

describe('useLeadEvents', () => {
  it('is live only when the server says ready (its LISTEN is in place), and refetches then and after every reconnect', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const states: boolean[] = []
    let refetches = 0
    const host = document.createElement('div')
    await act(async () => {
      render(
        <Probe
          onLead={() => {
            refetches++
          }}
          onState={(s) => states.push(s)}
        />,
        host,
      )
    })
    const es = FakeEventSource.last!
    expect(es.url).toBe('https://api.test/workspace/events')

    // The response's headers arrive before the server listens: not live yet.
    es.onopen?.()
    expect(states).toEqual([])
    es.emit('ready')
    expect(states).toEqual([true])
    expect(refetches).toBe(1)

    // A lost connection, then a new ready: whatever came meanwhile is fetched.
    es.onerror?.()
    es.emit('ready')
    expect(states).toEqual([true, false, true])
    expect(refetches).toBe(2)
    es.emit('lead')
    expect(refetches).toBe(3)

    render(null, host)
    expect(es.closed).toBe(true)
  })

  it('hands over which lead the notice is about and what happened, so a lead that just arrived can alert staff', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const notices: unknown[] = []
    const host = document.createElement('div')
    await act(async () => {
      render(
        <Probe
          onLead={(n) => {
            notices.push(n)
          }}
          onState={() => {}}
        />,
        host,
      )
    })
    const es = FakeEventSource.last!
    es.emit('lead', JSON.stringify({ id: 'lead-1', type: 'created' }))
    es.emit('lead', 'not json')
    es.emit('resync')
    expect(notices).toEqual([{ id: 'lead-1', type: 'created' }, undefined, undefined])

    render(null, host)
    expect(es.closed).toBe(true)
  })
})
