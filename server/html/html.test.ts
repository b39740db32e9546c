import { describe, expect, it } from 'vitest'
import { escapeHtml, html } from './html'

describe('html', () => {
  it('escapes every interpolated value, including attribute breakers', () => {
    const evil = `"><img src=x onerror=alert(1)>'\``
    const out = html`<p title="${evil}">${evil}</p>`.value
    expect(out).not.toContain('<img')
    expect(out).toBe(`<p title="${escapeHtml(evil)}">${escapeHtml(evil)}</p>`)
  })
  it('keeps nested html as markup, joins arrays and drops null, undefined and false', () => {
    expect(html`<ul>${['a<', 'b'].map((x) => html`<li>${x}</li>`)}</ul>${null}${undefined}${false}`.value).toBe(
      '<ul><li>a&lt;</li><li>b</li></ul>',
    )
  })
})

describe('findBadText', async () => {
  const { findBadText } = await import('../validation/findBadText')
  it('finds NUL and lone surrogates in keys and values, and passes real emoji', () => {
    expect(findBadText({ a: 'ok 😀', b: ['x', 'y\u0000'] })).toBe('b.1')
    expect(findBadText({ name: '\uD800' })).toBe('name')
    expect(findBadText({ 'k\u0000': 1 })).toBe('_')
    expect(findBadText({ a: 'é', b: { c: '😀' } })).toBeNull()
  })
})
