import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { clearLookupCache, lookup } from '../api/lookups'
import { useLookup } from './useLookup'

type Seen = { names: string[]; loading: boolean }

function Probe({ load, seen }: { load: () => Promise<Array<{ name: string }>>; seen: Seen[] }) {
  seen.push(useLookup(load, (i) => i.name))
  return null
}

const config = { base: 'https://api.test', timeoutMs: 5000, retries: 0, idempotency: false }
const serve = (content: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, content }))),
  )
afterEach(() => vi.unstubAllGlobals())

describe('useLookup', () => {
  it('renders loading, then the names, for a list still on its way', async () => {
    clearLookupCache()
    serve([{ name: 'Beagle' }])
    const load = () => lookup<{ name: string }>(config, '/dog_breed')
    const seen: Seen[] = []
    const host = document.createElement('div')
    await act(async () => {
      render(<Probe load={load} seen={seen} />, host)
    })
    await act(async () => {
      await load()
    })
    expect(seen[0]).toEqual({ names: [], loading: true })
    expect(seen.at(-1)).toEqual({ names: ['Beagle'], loading: false })
    render(null, host)
  })

  it('renders a list that already arrived in the first render, and never a loading state', async () => {
    clearLookupCache()
    serve([{ name: 'Beagle' }, { name: 'Boxer' }])
    const load = () => lookup<{ name: string }>(config, '/dog_breed')
    await load()
    const seen: Seen[] = []
    const host = document.createElement('div')
    await act(async () => {
      render(<Probe load={load} seen={seen} />, host)
    })
    expect(seen[0]).toEqual({ names: ['Beagle', 'Boxer'], loading: false })
    expect(seen.every((s) => !s.loading)).toBe(true)
    expect(seen).toHaveLength(1)
    render(null, host)
  })
})
