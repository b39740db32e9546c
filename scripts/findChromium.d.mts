/** Path of a Chromium for browser tests (see findChromium.mjs). */
export function findChromium(options?: { install?: boolean }): string
