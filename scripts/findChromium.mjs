// Finds a Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium, else
// installs Debian's package when running as root, else explains how. No browser is downloaded.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((c) => typeof c === 'string')
  for (const c of candidates) if (existsSync(c)) return c
  if (install && process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)...")
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
        stdio: 'inherit',
      })
    } catch {
      /* reported below */
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package (sudo apt-get install chromium) " +
      'or set CHROME_PATH to a Chromium/Chrome binary.',
  )
}
