import { render } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import { workspaceEn } from '../text/workspace.en'
import { BarChart } from './BarChart'

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
})
