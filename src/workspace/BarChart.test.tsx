import { render } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import { workspaceEn } from '../text/workspace.en'
import { BarChart, COUNT_STEPS } from './BarChart'

afterEach(() => render(null, document.body))
const texts = () => [...document.querySelectorAll('text')].map((t) => t.textContent)

describe('the bar chart', () => {
  it('is drawn at one pixel per unit whatever the number of bars: one bar is not blown up to fill the width', () => {
    for (const values of [[3], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]]) {
      render(<BarChart values={values} labels={values.map(String)} caption="median" format={workspaceEn.minutes} />, document.body)
      const svg = document.querySelector('svg')!
      const [, , vw, vh] = svg.getAttribute('viewBox')!.split(' ').map(Number)
      expect(Number(svg.getAttribute('width'))).toBe(vw)
      expect(Number(svg.getAttribute('height'))).toBe(vh)
      expect(vh).toBeLessThanOrEqual(160)
    }
  })

  it('writes each bar its value in words and draws an axis with round ticks up to the largest value', () => {
    render(
      <BarChart values={[0.2, 80, null]} labels={['11-16', '11-23', '11-30']} caption="median" format={workspaceEn.minutes} />,
      document.body,
    )
    const all = texts()
    // Values above their bars, and a dash for a week where no lead was claimed.
    for (const v of ['under 1 min', '1 h 20 min', '–']) expect(all).toContain(v)
    // Ticks every 30 minutes from 0 to 1 h 30 min: the largest bar fits under the top tick.
    for (const tick of ['0', '30 min', '1 h', '1 h 30 min']) expect(all).toContain(tick)
    expect(document.querySelectorAll('rect')).toHaveLength(2)
    // The axis: a tick mark per tick, on the axis line.
    expect(document.querySelector('path')!.getAttribute('d')!.match(/h5/g)).toHaveLength(4)
  })

  it('counts owners on a scale of 1, 2 or 5 times a power of ten, not in minutes', () => {
    const n = (v: number | null) => (v == null ? '–' : v.toLocaleString('en-US'))
    render(
      <BarChart values={[1234, 310, 42]} labels={['Views', 'Started', 'Sent']} caption="funnel" format={n} steps={COUNT_STEPS} />,
      document.body,
    )
    const all = texts()
    for (const v of ['1,234', '310', '42']) expect(all).toContain(v)
    // Ticks every 500 up to 1,500: the minutes' scale would have ticked at 720 and 1,440.
    for (const tick of ['0', '500', '1,000', '1,500']) expect(all).toContain(tick)
    expect(all).not.toContain('720')
  })
})
