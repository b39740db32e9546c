import type { MountHandle } from '../../src/context/MountOptions'

/** Key-down to painted-frame samples (ms) with the key of each, as the harness's watchKeys records them. */
export type KeySamples = number[] & { keys: string[] }

/** One timed mount by the harness. */
interface Mounted {
  ms: number
  host: HTMLElement
  handle: MountHandle
}

/** Mount options as the bench passes them through to PetLead.mount. */
type Options = Record<string, unknown>

/** One photo run through a widget's file input: timings and what the encoder produced. */
export interface PhotoRun {
  ms: number
  decodeMs?: number
  decodedWidth?: number
  decodedHeight?: number
  encodeDoneMs: number
  bytes: number
  width: number
  height: number
  inputBytes: number
}

/**
 * What bench/page/harness.js (plain JS, loaded into the bench page) and the bundles put on
 * `window`, typed here so the Node side's page.evaluate callbacks are checked.
 */
export interface BenchHarness {
  evalScript(code: string): number
  mountOnce(which: 'petlead' | 'react', opts: Options): Promise<Mounted>
  teardown(m: Mounted): void
  mountSeries(
    opts: Options,
    n: number,
    withReact: boolean,
  ): Promise<{
    petlead: number[]
    react: number[]
    floor: number[]
    snap: { unavailable: boolean; ready: boolean; text: string; nodes: number; htmlBytes: number; settledBytes: number }
  }>
  cycles(which: 'petlead' | 'react', opts: Options, n: number): Promise<unknown>
  watchKeys(input: Element | null): KeySamples
  floorPicker(names: string[], sheets: CSSStyleSheet[]): HTMLInputElement
  wizardSteps(root: ShadowRoot | null, n: number): Promise<number[]>
  makePhoto(type: string, width?: number, height?: number): Promise<File>
  convertThroughField(root: ShadowRoot | null, file: File): Promise<PhotoRun | { error: string }>
  whenReady(root: ShadowRoot | null, timeoutMs?: number): Promise<boolean>
  painted(): Promise<void>
  newHost(): HTMLElement
}

declare global {
  interface Window {
    __bench: BenchHarness
    __lists: Record<string, Array<{ name: string }>>
    PetLead: { mount(el: Element, options: Options): MountHandle }
    /** Set by the bench between evaluate calls. */
    __h: MountHandle
    __keys: KeySamples
    __floorKeys: KeySamples
    __file: File
  }
}
