import { describe, expect, it } from 'vitest'
import { openTimeInWords } from './openTimeInWords'

describe('a span of open time in words', () => {
  it('says whole minutes as minutes, one in the singular', () => {
    expect(openTimeInWords(5)).toBe('5 minutes of open time')
    expect(openTimeInWords(1)).toBe('1 minute of open time')
  })

  it('says a fraction of a minute in seconds, never as a decimal', () => {
    expect(openTimeInWords(0.2)).toBe('12 seconds of open time')
    expect(openTimeInWords(0.5)).toBe('30 seconds of open time')
    expect(openTimeInWords(2.5)).toBe('2 minutes 30 seconds of open time')
  })

  it('says an hour or more in hours and minutes', () => {
    expect(openTimeInWords(60)).toBe('1 hour of open time')
    expect(openTimeInWords(90)).toBe('1 hour 30 minutes of open time')
    expect(openTimeInWords(600)).toBe('10 hours of open time')
  })
})
