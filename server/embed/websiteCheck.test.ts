import { describe, expect, it } from 'vitest'
import { embedMail } from '../mail/embedMail'
import { websiteCheck } from './websiteCheck'

describe("the embed builder's website check", () => {
  it("says whether the clinic's website may send its forms, and what to do when not", () => {
    expect(websiteCheck({ website: 'https://willow.example.org/home', allowedWebsites: [] })).toEqual({
      state: 'open',
      website: 'https://willow.example.org',
    })
    expect(websiteCheck({ website: undefined, allowedWebsites: [] })).toEqual({ state: 'open', website: null })
    expect(websiteCheck({ website: 'https://willow.example.org/', allowedWebsites: ['https://willow.example.org'] })).toMatchObject({
      state: 'allowed',
    })
    expect(websiteCheck({ website: 'https://www.willow.example.org', allowedWebsites: ['https://willow.example.org'] })).toMatchObject({
      state: 'missing',
      website: 'https://www.willow.example.org',
    })
    expect(websiteCheck({ website: undefined, allowedWebsites: ['https://a.example'] })).toEqual({
      state: 'no-website',
      allowed: ['https://a.example'],
    })
  })

  it('tells the webmaster which websites may send the forms', () => {
    const snippet = { snippet: '<script></script>', oneLine: '<div></div>', csp: ['script-src x;'] }
    const open = embedMail({ to: 'w@x.org', from: 'Ann', clinicName: 'Willow', formLabel: 'Health', snippet })
    expect(open.text).toContain('The form works on any website')
    const listed = embedMail({
      to: 'w@x.org',
      from: 'Ann',
      clinicName: 'Willow',
      formLabel: 'Health',
      snippet,
      allowedWebsites: ['https://willow.example.org'],
    })
    expect(listed.text).toContain("Only these websites may send Willow's forms: https://willow.example.org.")
    expect(listed.html).toContain('Only these websites may send Willow&#39;s forms')
  })
})
