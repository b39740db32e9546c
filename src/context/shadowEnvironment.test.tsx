import { afterEach, describe, expect, it } from 'vitest'
import { shadowEnvironment } from './shadowEnvironment'

/** Two widgets on one page, each in its own shadow root, as a clinic's page with two forms has them. */
function twoWidgets() {
  const roots = [0, 1].map(() => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const root = host.attachShadow({ mode: 'open' })
    const input = document.createElement('input')
    root.appendChild(input)
    return { root, input }
  })
  return roots as [(typeof roots)[0], (typeof roots)[0]]
}

afterEach(() => {
  document.body.replaceChildren()
})

describe("a widget's focus, as its pickers read it", () => {
  it('is the focused field of its own root, and nothing while the owner types in another widget', () => {
    const [first, second] = twoWidgets()
    const env = shadowEnvironment(first.root)
    first.input.focus()
    expect(env.document.activeElement).toBe(first.input)
    // Focus moves to the other widget: this one's pickers must see no focus of theirs (and close), never fail.
    second.input.focus()
    expect(env.document.activeElement).toBeNull()
    expect(shadowEnvironment(second.root).document.activeElement).toBe(second.input)
  })
})
