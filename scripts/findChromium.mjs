// Finds a Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium, else
// installs Debian's packages when running as root, else explains how. No browser is downloaded.
// Most browser files run in Debian's headless shell (`findHeadlessShell`) when it is installed: the
// same Blink, V8 and Skia as chromium without the browser's own UI process, and Playwright's own
// choice for headless runs; it launches in half the time and a browser file took 15 to 22 % less
// CPU in it. It has no permission prompt (notifications are always denied), so a file that shows one
// launches the full browser (`launchBrowser({ full: true })` in test/e2e/support/browser.ts).
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((c) => typeof c === 'string')
  for (const c of candidates) if (existsSync(c)) return c
  if (install && process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)...")
    // The browser first; the headless shell apart, since without it every file runs in the browser.
    for (const packages of ['chromium fonts-dejavu-core', 'chromium-headless-shell']) {
      try {
        execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' })
      } catch {
        /* a missing browser is reported below; a missing shell only costs time */
      }
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package (sudo apt-get install chromium) " +
      'or set CHROME_PATH to a Chromium/Chrome binary.',
  )
}

/** Debian's headless shell (CHROME_SHELL_PATH, else /usr/bin/chromium-headless-shell), or undefined when it is not installed. */
export function findHeadlessShell() {
  return [process.env.CHROME_SHELL_PATH, '/usr/bin/chromium-headless-shell'].find((c) => typeof c === 'string' && c !== '' && existsSync(c))
}
