import { describe, expect, it } from 'vitest'
import { findClinic } from './findClinic'
import { logoFromApi } from './logoFromApi'

describe('logoFromApi', () => {
  it("fetches a built-in clinic's logo from the API's origin, never the host page", () => {
    expect(logoFromApi(findClinic('willow'), 'https://api.petlead.example/api')?.logo).toBe(
      'https://api.petlead.example/assets/logos/willow.svg',
    )
  })
  it('keeps absolute and data: logos, and clinics without one', () => {
    const logo = 'https://cdn.example.org/l.png'
    expect(logoFromApi({ name: 'A', logo }, 'https://api.example/api')?.logo).toBe(logo)
    expect(logoFromApi({ name: 'A', logo: 'data:image/png;base64,AA' }, 'https://api.example')?.logo).toBe('data:image/png;base64,AA')
    expect(logoFromApi({ name: 'A' }, 'https://api.example')).toEqual({ name: 'A' })
    expect(logoFromApi(undefined, 'https://api.example')).toBeUndefined()
  })
})
