import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readVerify, recoverySchemas } from './steps'

describe('readVerify', () => {
  it('shows Expired code / Invalid code as-is, whatever success says', () => {
    expect(readVerify(true, 'Expired code', 'Code not found')).toEqual({ message: 'Expired code' })
    expect(readVerify(false, 'Invalid code', 'Code not found')).toEqual({ message: 'Invalid code' })
  })
  it('any other refusal is Code not found', () => {
    expect(readVerify(false, undefined, 'Code not found')).toEqual({ message: 'Code not found' })
    expect(readVerify(false, { code: 'no' }, 'Code not found')).toEqual({ message: 'Code not found' })
  })
  it('keeps the reset token, or none from a server that sends none', () => {
    expect(readVerify(true, { reset_token: 'tok' }, 'x')).toEqual({ token: 'tok' })
    expect(readVerify(true, 'ok', 'x')).toEqual({ token: '' })
    expect(readVerify(true, { reset_token: 5 }, 'x')).toEqual({ token: '' })
  })
})

describe('recovery step schemas', () => {
  const messages = (i: number, value: unknown) => {
    const r = v.safeParse(recoverySchemas[i], value)
    return r.success ? [] : r.issues.map((x) => x.message)
  }
  it('checks the e-mail, the 6-digit code and matching passwords', () => {
    expect(messages(0, { email: 'nope' })).toEqual(['Please enter a valid email address'])
    expect(messages(1, { code: '12345' })).toEqual(['Enter the 6-digit code'])
    expect(messages(1, { code: '123456' })).toEqual([])
    expect(messages(2, { password: 'a', confirm_password: 'b' })).toEqual(['Passwords must match'])
    expect(messages(2, { password: 'a', confirm_password: 'a' })).toEqual([])
  })
})
