import { PNG } from 'pngjs'

/**
 * The workspace's web app manifest: installed, it opens on the inbox in its own window, and its
 * scope is the workspace only (the widgets and landing page stay ordinary pages).
 */
export function workspaceManifest(): string {
  return JSON.stringify({
    name: 'PetLead workspace',
    short_name: 'PetLead',
    id: '/workspace',
    start_url: '/workspace',
    scope: '/workspace',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f766e',
    icons: [
      { src: '/workspace/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/workspace/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      { src: '/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  })
}

const icons = new Map<number, Buffer>()

/**
 * The app icon at `size` pixels (installing needs 192 and 512 PNGs): the brand's teal with the
 * favicon's paw, drawn once per size and kept, so no binary file lives in the repository.
 */
export function workspaceIcon(size: 192 | 512): Buffer {
  const have = icons.get(size)
  if (have) return have
  const png = new PNG({ width: size, height: size })
  // The favicon's paw on its 32-unit grid: a pad and four toes, as ellipses.
  const shapes: Array<[number, number, number, number]> = [
    [16, 20, 5.6, 4.6],
    [9.6, 14, 2.4, 2.4],
    [13.6, 9.6, 2.4, 2.4],
    [18.4, 9.6, 2.4, 2.4],
    [22.4, 14, 2.4, 2.4],
  ]
  const k = size / 32
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [u, v] = [(x + 0.5) / k, (y + 0.5) / k]
      const paw = shapes.some(([cx, cy, rx, ry]) => ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 <= 1)
      const i = (y * size + x) * 4
      png.data.set(paw ? [255, 255, 255, 255] : [0x0f, 0x76, 0x6e, 255], i)
    }
  }
  const bytes = PNG.sync.write(png)
  icons.set(size, bytes)
  return bytes
}
