/** Path of a Chromium for browser tests (see findChromium.mjs). */
export function findChromium(options?: { install?: boolean }): string
/** Path of Debian's Chromium headless shell, or undefined when it is not installed (see findChromium.mjs). */
export function findHeadlessShell(): string | undefined
