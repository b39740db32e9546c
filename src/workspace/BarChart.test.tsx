import { render } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import { BarChart } from './BarChart'

afterEach(() => render(null, document.body))

describe('the bar chart', () => {
  it('is drawn at one pixel per unit whatever the number of bars: one bar is not blown up to fill the width', () => {
    for (const values of [[3], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]]) {
      render(<BarChart values={values} labels={values.map(String)} caption="p50 minutes" />, document.body)
      const svg = document.querySelector('svg')!
      const [, , vw, vh] = svg.getAttribute('viewBox')!.split(' ').map(Number)
      expect(Number(svg.getAttribute('width'))).toBe(vw)
      expect(Number(svg.getAttribute('height'))).toBe(vh)
      expect(vh).toBeLessThanOrEqual(120)
    }
  })
})
