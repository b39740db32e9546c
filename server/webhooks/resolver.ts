import { lookup } from 'node:dns/promises'

/** Resolves a host name to every address it has (injected in tests to play DNS tricks). */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>

/** The system resolver, every address (`all: true`), as the operating system orders them. */
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true })
