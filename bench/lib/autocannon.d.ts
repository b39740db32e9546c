// autocannon ships no types; the bench reads its result fields by name (bench/api.ts).
declare module 'autocannon' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an untyped CommonJS package
  const autocannon: (options: Record<string, unknown>, done?: (err: Error | null, result: any) => void) => any
  export default autocannon
}
