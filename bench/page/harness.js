// In-page half of the browser bench: runs mounts, floors and interactions without a DevTools
// round trip per sample. Loaded before the bundles (which are injected by the bench).
;(() => {
  const READY = 'input, select, textarea, button'
  const raf = () => new Promise((r) => requestAnimationFrame(() => r()))
  /** After the frame that shows the current DOM has been painted: double rAF. */
  const painted = async () => {
    await raf()
    await raf()
  }
  const idle = () => new Promise((r) => setTimeout(r, 0))
  const lists = window.__lists || {}

  // Lookups and other calls answered at once, without the network.
  const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  window.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href)
    const path = url.pathname.replace(/^\/api/, '')
    if (lists[path]) return json({ success: true, content: lists[path] })
    if (path === '/captcha/challenge') return json({ algorithm: 'SHA-256', challenge: 'x', salt: 's', signature: 'sig', maxnumber: 10 })
    if (path === '/file') return json({ success: true, content: ['https://files.example/1.jpg'] }, 201)
    return json({ success: true, content: 'ok' })
  }

  const stage = () => document.getElementById('stage')
  const newHost = () => {
    const el = document.createElement('div')
    stage().appendChild(el)
    return el
  }

  /** Resolves when a field or button exists in the shadow root (checked now, then on every mutation). */
  function whenReady(root, timeoutMs = 10000) {
    if (root.querySelector(READY)) return Promise.resolve(true)
    return new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        if (root.querySelector(READY)) {
          mo.disconnect()
          clearTimeout(t)
          resolve(true)
        }
      })
      mo.observe(root, { childList: true, subtree: true })
      const t = setTimeout(() => {
        mo.disconnect()
        resolve(false)
      }, timeoutMs)
    })
  }

  const bundles = { petlead: () => window.PetLead, react: () => window.PetLeadReact }

  /** Evaluate a bundle's source as an inline script; returns ms spent compiling and running it. */
  function evalScript(code) {
    const s = document.createElement('script')
    s.setAttribute('data-auto-mount', 'false')
    s.textContent = code
    const t0 = performance.now()
    document.head.appendChild(s)
    return performance.now() - t0
  }

  /** One timed mount: host created, mount(), ready, painted. Returns ms and the handle. */
  async function mountOnce(which, opts) {
    const t0 = performance.now()
    const host = newHost()
    const handle = bundles[which]().mount(host, opts)
    const ok = await whenReady(host.shadowRoot)
    await painted()
    const ms = performance.now() - t0
    return { ms: ok ? ms : NaN, host, handle }
  }

  function teardown({ host, handle }) {
    handle.unmount()
    host.remove()
  }

  /** Stylesheet text adopted by a root, joined. */
  const sheetText = (root) => [...root.adoptedStyleSheets].map((s) => [...s.cssRules].map((r) => r.cssText).join('\n')).join('\n')

  /** Mount once, let lookups settle, and capture the final markup and CSS for the floor. */
  async function snapshot(which, opts) {
    const m = await mountOnce(which, opts)
    const root = m.host.shadowRoot
    // What was on screen when the timed mount stopped: the floor paints exactly this.
    const html = root.innerHTML
    const nodes = root.querySelectorAll('*').length
    await new Promise((r) => setTimeout(r, 150))
    await painted()
    const settledBytes = root.innerHTML.length
    const css = sheetText(root) || [...root.querySelectorAll('style')].map((s) => s.textContent).join('\n')
    const unavailable = !root.querySelector(READY) && !!root.querySelector('.pl-notice')
    const text = root.textContent.slice(0, 120)
    teardown(m)
    return { html, css, unavailable, ready: Number.isFinite(m.ms), text, nodes, settledBytes }
  }

  /** The floor: the same markup cloned from a <template> into a fresh shadow root with the same (shared) sheet. */
  function makeFloor(snap) {
    const tpl = document.createElement('template')
    tpl.innerHTML = snap.html
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(snap.css)
    return async () => {
      const t0 = performance.now()
      const host = newHost()
      const root = host.attachShadow({ mode: 'open' })
      root.adoptedStyleSheets = [sheet]
      root.appendChild(tpl.content.cloneNode(true))
      await painted()
      const ms = performance.now() - t0
      host.remove()
      return ms
    }
  }

  /** Interleaved samples of PetLead, the React build and the floor for one widget. */
  async function mountSeries(opts, n, withReact) {
    const snap = await snapshot('petlead', opts)
    if (withReact) teardown(await mountOnce('react', opts)) // warm the React build's lookup cache too
    const floor = makeFloor(snap)
    const out = {
      petlead: [],
      react: [],
      floor: [],
      snap: {
        unavailable: snap.unavailable,
        ready: snap.ready,
        text: snap.text,
        nodes: snap.nodes,
        htmlBytes: snap.html.length,
        settledBytes: snap.settledBytes,
      },
    }
    const runs = {
      petlead: async () => {
        const m = await mountOnce('petlead', opts)
        teardown(m)
        return m.ms
      },
      react: async () => {
        const m = await mountOnce('react', opts)
        teardown(m)
        return m.ms
      },
      floor,
    }
    const order = withReact ? ['petlead', 'react', 'floor'] : ['petlead', 'floor']
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < order.length; k++) {
        const name = order[(i + k) % order.length] // rotate so no variant always runs first
        out[name].push(await runs[name]())
        await idle()
      }
    }
    return out
  }

  /** Mount/unmount cycles without timing, for the memory section. */
  async function cycles(which, opts, n) {
    for (let i = 0; i < n; i++) {
      const host = newHost()
      const handle = bundles[which]().mount(host, opts)
      await whenReady(host.shadowRoot, 3000)
      await raf()
      await idle() // let effects run before tearing down
      handle.unmount()
      host.remove()
    }
  }

  /** Keystroke to paint: keydown's timestamp to the first task after the next frame. */
  function watchKeys(input) {
    const samples = []
    samples.keys = []
    input.addEventListener(
      'keydown',
      (e) => {
        const ts = e.timeStamp
        requestAnimationFrame(() =>
          setTimeout(() => {
            samples.push(performance.now() - ts)
            samples.keys.push(e.key)
          }, 0),
        )
      },
      { capture: true },
    )
    return samples
  }

  /**
   * The floor for typing: the same picker markup and stylesheet in a shadow root, filtered by a
   * plain input listener that rebuilds the same first 40 matching options. What the browser
   * needs at minimum per keystroke (style, layout, paint of that list), with no library at all.
   */
  function floorPicker(names, sheets) {
    const host = newHost()
    const root = host.attachShadow({ mode: 'open' })
    root.adoptedStyleSheets = sheets
    root.innerHTML =
      '<div class="pl-container"><form class="pl-form"><div class="pl-field pl-combo"><label class="pl-label" for="f">Breed (Max 2)</label>' +
      '<div class="pl-combo-box"><input id="f" class="pl-combo-input" role="combobox" aria-expanded="true" aria-controls="m"></div>' +
      '<ul id="m" class="pl-menu pl-open" role="listbox"></ul></div></form></div>'
    const input = root.getElementById('f')
    const menu = root.getElementById('m')
    const list = () => {
      const q = input.value.trim().toLowerCase()
      const frag = document.createDocumentFragment()
      let n = 0
      for (const name of names) {
        if (q && !name.toLowerCase().includes(q)) continue
        if (n++ === 40) break
        const li = document.createElement('li')
        li.className = 'pl-option'
        li.setAttribute('role', 'option')
        li.textContent = name
        frag.append(li)
      }
      menu.replaceChildren(frag)
    }
    input.addEventListener('input', list)
    list()
    return input
  }

  /** Click Next in the open service-request wizard, time until the next step is painted, go back. */
  async function wizardSteps(root, n) {
    const bar = () => root.querySelector('[role=progressbar]')
    const btn = (label) => [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === label)
    const until = (pred, ms = 5000) =>
      new Promise((resolve) => {
        if (pred()) return resolve(true)
        const mo = new MutationObserver(() => {
          if (pred()) {
            mo.disconnect()
            clearTimeout(t)
            resolve(true)
          }
        })
        mo.observe(root, { childList: true, subtree: true, attributes: true, characterData: true })
        const t = setTimeout(() => {
          mo.disconnect()
          resolve(false)
        }, ms)
      })
    const step = () => Number(bar()?.getAttribute('aria-valuenow'))
    const out = []
    for (let i = 0; i < n; i++) {
      const from = step()
      const t0 = performance.now()
      btn('Next').click()
      const ok = await until(() => step() === from + 1)
      await painted()
      out.push(ok ? performance.now() - t0 : NaN)
      btn('Back')?.click()
      await until(() => step() === from)
      await painted()
    }
    return out
  }

  /** A 12-megapixel photo-like test image (gradients, shapes, grain), as a JPEG or PNG File. */
  async function makePhoto(type, width = 4000, height = 3000) {
    window.__generating = true
    const c = document.createElement('canvas')
    c.width = width
    c.height = height
    const g = c.getContext('2d')
    const grad = g.createLinearGradient(0, 0, width, height)
    grad.addColorStop(0, '#8a6f4e')
    grad.addColorStop(0.5, '#d9c7a7')
    grad.addColorStop(1, '#3d5a45')
    g.fillStyle = grad
    g.fillRect(0, 0, width, height)
    let seed = 7
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let i = 0; i < 400; i++) {
      g.fillStyle = `hsla(${rnd() * 360},${30 + rnd() * 40}%,${30 + rnd() * 40}%,0.5)`
      g.beginPath()
      g.arc(rnd() * width, rnd() * height, 20 + rnd() * 300, 0, Math.PI * 2)
      g.fill()
    }
    // Sensor-like grain on a tile, repeated: keeps the encoder honest without a slow per-pixel loop.
    const tile = g.createImageData(256, 256)
    for (let i = 0; i < tile.data.length; i += 4) {
      const v = rnd() * 40
      tile.data[i] = tile.data[i + 1] = tile.data[i + 2] = v
      tile.data[i + 3] = 40
    }
    const tc = new OffscreenCanvas(256, 256)
    tc.getContext('2d').putImageData(tile, 0, 0)
    g.fillStyle = g.createPattern(tc, 'repeat')
    g.fillRect(0, 0, width, height)
    const blob = await new Promise((r) => c.toBlob(r, type, 0.92))
    window.__generating = false
    return new File([blob], type === 'image/png' ? 'photo.png' : 'photo.jpg', { type })
  }

  // Record every JPEG the page encodes (what convertPhoto produces) without changing it.
  const encoded = []
  const origConvert = OffscreenCanvas.prototype.convertToBlob
  OffscreenCanvas.prototype.convertToBlob = async function (o) {
    const b = await origConvert.call(this, o)
    encoded.push({ bytes: b.size, width: this.width, height: this.height, at: performance.now() })
    return b
  }
  const origToBlob = HTMLCanvasElement.prototype.toBlob
  HTMLCanvasElement.prototype.toBlob = function (cb, ...rest) {
    const w = this.width,
      h = this.height
    return origToBlob.call(
      this,
      (b) => {
        if (b && w <= 4096 && h <= 4096 && !window.__generating) encoded.push({ bytes: b.size, width: w, height: h, at: performance.now() })
        cb(b)
      },
      ...rest,
    )
  }

  // Time each decode too, so the report can split a conversion into decode and encode.
  const decodes = []
  const origCreate = window.createImageBitmap
  window.createImageBitmap = async function (...args) {
    const t0 = performance.now()
    const b = await origCreate.apply(this, args)
    decodes.push({ ms: performance.now() - t0, width: b.width, height: b.height })
    return b
  }

  /** Choose `file` in the widget's photo input; time until the field stops 'Preparing photo...' and holds the photo. */
  async function convertThroughField(root, file) {
    const input = root.querySelector('input[type=file]')
    if (!input) return { error: 'no file input' }
    const before = encoded.length
    const decodesBefore = decodes.length
    const dt = new DataTransfer()
    dt.items.add(file)
    const t0 = performance.now()
    input.files = dt.files
    input.dispatchEvent(new Event('change', { bubbles: true }))
    const done = () => encoded.length > before && !root.querySelector('[role=status]')?.textContent?.includes('Preparing')
    await new Promise((resolve) => {
      const check = () => (done() ? resolve() : setTimeout(check, 5))
      check()
    })
    await painted()
    const out = encoded[encoded.length - 1]
    const decode = decodes[decodesBefore]
    return {
      ms: performance.now() - t0,
      decodeMs: decode?.ms,
      decodedWidth: decode?.width,
      decodedHeight: decode?.height,
      encodeDoneMs: out.at - t0,
      bytes: out.bytes,
      width: out.width,
      height: out.height,
      inputBytes: file.size,
    }
  }

  window.__bench = {
    floorPicker,
    evalScript,
    mountOnce,
    teardown,
    mountSeries,
    cycles,
    watchKeys,
    wizardSteps,
    makePhoto,
    convertThroughField,
    whenReady,
    painted,
    newHost,
  }
})()
