import { describe, expect, it } from 'vitest'
import { attributionField } from '../schemas/attribution'
import * as v from 'valibot'
import { readAttribution } from './readAttribution'

const page = (search: string) => ({ search, origin: 'https://clinic.example' })

describe('readAttribution', () => {
  it('reads the UTM parameters and click ids of the host page, and nothing else', () => {
    const a = readAttribution(
      page(
        '?utm_source=google&utm_medium=cpc&utm_campaign=dental-month&utm_term=vet&utm_content=ad1&gclid=TEST123&gbraid=g&wbraid=w&fbclid=f&msclkid=m&email=a@b.c&pet=Rex',
      ),
      '',
    )
    expect(a).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'dental-month',
      utm_term: 'vet',
      utm_content: 'ad1',
      gclid: 'TEST123',
      gbraid: 'g',
      wbraid: 'w',
      fbclid: 'f',
      msclkid: 'm',
    })
  })

  it("keeps only the referrer's origin, never its path or query", () => {
    expect(readAttribution(page(''), 'https://www.google.com/search?q=my+dog+name+Rex&email=a@b.c')).toEqual({
      referrer: 'https://www.google.com',
    })
    expect(readAttribution(page(''), 'http://localhost:8080/a/b')).toEqual({ referrer: 'http://localhost:8080' })
  })

  it("drops a referrer that is the host page's own origin, or not a web page", () => {
    expect(readAttribution(page(''), 'https://clinic.example/pricing?x=1')).toEqual({})
    expect(readAttribution(page(''), 'android-app://com.google.android.gm/')).toEqual({})
    expect(readAttribution(page(''), 'not a url')).toEqual({})
  })

  it("uses the embed's campaign key by key over the page's address", () => {
    const a = readAttribution(page('?utm_source=google&utm_campaign=spring&gclid=G1'), '', {
      utm_source: 'newsletter',
      utm_medium: 'email',
    })
    expect(a).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', gclid: 'G1' })
  })

  it('never takes a referrer from the campaign', () => {
    expect(readAttribution(page(''), '', { referrer: 'https://spoof.example' } as never)).toEqual({})
  })

  it('cuts over-long values to 200 characters, trims them, drops control characters and empty values, so the schema takes them', () => {
    const a = readAttribution(page(`?utm_campaign=${'x'.repeat(500)}&utm_term=%20%20spaced%0Aline%20&utm_source=%20%20&gclid=`), '')
    expect(a).toEqual({ utm_campaign: 'x'.repeat(200), utm_term: 'spacedline' })
    expect(v.safeParse(attributionField, a).success).toBe(true)
  })

  it('is empty on a plain visit', () => {
    expect(readAttribution(page(''), '')).toEqual({})
  })
})
