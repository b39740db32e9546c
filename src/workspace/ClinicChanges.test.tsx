import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { workspaceEn } from '../text/workspace.en'
import { ClinicChanges } from './ClinicChanges'
import { PendingChange } from './settings/PendingChange'
import { WorkspaceContext, type Workspace } from './WorkspaceContext'

const ws: Workspace = { apiBase: 'https://api.test', text: workspaceEn, user: null, setUser: () => {}, navigate: () => {} }
const request = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  clinicId: 'pleasanton',
  clinicName: 'Pleasanton Pet Care',
  changes: { radiusMiles: 100, emergency: true },
  requestedBy: 'owner@pleasanton.test',
  requestedAt: '2026-11-24T11:00:00.000Z',
}
const answer = (content: unknown) =>
  new Response(JSON.stringify({ success: true, content }), { headers: { 'content-type': 'application/json' } })
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)))

afterEach(() => vi.unstubAllGlobals())

describe('clinic changes in the workspace', () => {
  it('lists a waiting change to the network team with labelled buttons; Approve posts it and announces the outcome', async () => {
    const calls: string[] = []
    let pending = [request]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`)
        if (init.method === 'POST') pending = []
        return answer(init.method === 'POST' ? { id: request.id, status: 'approved' } : { requests: pending })
      }),
    )
    const host = document.createElement('div')
    document.body.append(host)
    await act(async () => {
      render(
        <WorkspaceContext.Provider value={ws}>
          <ClinicChanges />
        </WorkspaceContext.Provider>,
        host,
      )
    })
    await settle()
    expect(host.textContent).toContain('Service radius (miles): 100')
    expect(host.textContent).toContain('24-hour emergency hospital: Yes')
    const approve = host.querySelector<HTMLButtonElement>('button[aria-label="Approve the change to Pleasanton Pet Care"]')!
    expect(host.querySelector('button[aria-label="Reject the change to Pleasanton Pet Care"]')).not.toBeNull()
    // A real button: reachable with the keyboard, no extra handlers needed.
    expect(approve.type).toBe('button')
    approve.click()
    await settle()
    await settle()
    expect(calls).toContain(`POST https://api.test/workspace/clinic-changes/${request.id}/approve`)
    expect(host.querySelector('[role="status"]')!.textContent).toBe('The change to Pleasanton Pet Care is approved and live.')
    render(null, host)
  })

  it("tells the owner what waits for the network's approval, in a status region", async () => {
    const host = document.createElement('div')
    await act(async () => {
      render(
        <WorkspaceContext.Provider value={ws}>
          <PendingChange pending={{ changes: { radiusMiles: 100 }, requestedAt: request.requestedAt }} />
        </WorkspaceContext.Provider>,
        host,
      )
    })
    const status = host.querySelector('[role="status"]')!
    expect(status.textContent).toContain("Waiting for the network's approval")
    expect(status.textContent).toContain('Service radius (miles): 100')
  })
})
