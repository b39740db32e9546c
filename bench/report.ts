// This file reads bench/results/*.json as JSON: every section may be an `{ error }` stand-in and
// older result files differ, so it walks the fields loosely instead of restating each producer's type.
/* eslint-disable @typescript-eslint/no-explicit-any -- untyped JSON of the results file, read field by field */
import { fmt, ratio } from './lib/stats'

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const ok = (b: boolean | undefined) => (b === undefined ? 'n/a' : b ? 'PASS' : 'FAIL')

export interface Target {
  target: string
  measured: string
  pass: boolean | undefined
}

/** The issue's targets, each with the measured value and pass/fail (n/a when its section did not run). */
export function targets(r: Record<string, any>): Target[] {
  const out: Target[] = []
  if (r.size && !r.size.error) {
    out.push({
      target: `single file (every widget) gzip ≤ ${kb(r.size.targetGzip)}`,
      measured: `${kb(r.size.umd.gzip)} (headroom ${r.size.headroomGzip} B)`,
      pass: r.size.umd.gzip <= r.size.targetGzip,
    })
    out.push({
      target: 'bytes ≤ 0.4x React build (gzip)',
      measured: `${r.size.bytesRatioVsReact.gzip}x`,
      pass: r.size.bytesRatioVsReact.gzip <= 0.4,
    })
  }
  if (r.size?.loader) {
    const z = r.size
    out.push({ target: 'loader ≤ 6 KB gzip', measured: kb(z.loader.gzip), pass: z.loader.gzip <= 6 * 1024 })
    out.push({
      target: "all chunks together ≤ 1.15x today's single file (gzip)",
      measured: `${kb(z.chunksGzip)} / ${kb(z.umd.gzip)} = ${z.chunksRatio}x in ${z.chunks.length} files`,
      pass: z.chunksRatio <= 1.15,
    })
  }
  const lr = (r.loader?.rows ?? []) as any[]
  if (lr.length) {
    const get = (form: string, variant: string, cache: string) =>
      lr.find((x) => x.form === form && x.variant === variant && x.cache === cache)
    const forms = [...new Set(lr.map((x) => x.form))] as string[]
    const bytesX = (f: string) => ratio(get(f, 'loader', 'cold').bytes, get(f, 'single', 'cold').bytes)
    if (forms.includes('contact')) {
      out.push({
        target: 'contact-only page bytes ≤ 0.55x (cold, gzip)',
        measured: `${bytesX('contact')}x`,
        pass: bytesX('contact') <= 0.55,
      })
      const ev = ratio(get('contact', 'loader', 'cold').scriptMs.median, get('contact', 'single', 'cold').scriptMs.median)
      out.push({
        target: 'contact-only script evaluation ≤ 0.5x (cold, 4x)',
        measured: `${ev}x (${get('contact', 'loader', 'cold').scriptMs.median} / ${get('contact', 'single', 'cold').scriptMs.median} ms)`,
        pass: ev <= 0.5,
      })
    }
    if (forms.includes('health'))
      out.push({ target: 'health-only page bytes ≤ 0.85x (cold, gzip)', measured: `${bytesX('health')}x`, pass: bytesX('health') <= 0.85 })
    const over = forms.filter((f) => bytesX(f) >= 1)
    out.push({
      target: "every widget's page fewer bytes than today",
      measured: over.length ? `not: ${over.map((f) => `${f} ${bytesX(f)}x`).join(', ')}` : `worst ${Math.max(...forms.map(bytesX))}x`,
      pass: over.length === 0,
    })
    // "No slower within the run's quartiles": the loader's median under today's p75.
    const slower = forms.filter((f) => get(f, 'loader', 'warm').mountToPaintedMs.median > get(f, 'single', 'warm').mountToPaintedMs.p75)
    out.push({
      target: "mount-to-painted no slower on a warm cache (median ≤ today's p75)",
      measured: slower.length ? `slower: ${slower.join(', ')}` : 'none slower',
      pass: slower.length === 0,
    })
  }
  const rows = (r.startup?.widgets ?? []).filter((w: any) => w.status === 'ok')
  if (rows.length) {
    const vsFloor = rows.map((w: any) => ({ id: w.id, x: ratio(w.petlead.median, w.floor.median) }))
    const vsReact = rows.map((w: any) => ({ id: w.id, x: ratio(w.petlead.median, w.react.median) }))
    const worst = (l: Array<{ id: string; x: number }>) => l.reduce((a, b) => (b.x > a.x ? b : a))
    const missing = (r.startup.widgets as any[]).filter((w) => w.status !== 'ok').map((w) => `${w.id}: ${w.status}`)
    const note = missing.length ? `; not measured: ${missing.join(', ')}` : ''
    out.push({
      target: 'mount ≤ 2x floor, every widget',
      measured: `worst ${worst(vsFloor).x}x (${worst(vsFloor).id}); ${vsFloor.filter((v: any) => v.x > 2).length}/${rows.length} over${note}`,
      pass: vsFloor.every((v: any) => v.x <= 2),
    })
    out.push({
      target: 'mount ≤ 0.6x React build, every widget',
      measured: `worst ${worst(vsReact).x}x (${worst(vsReact).id}); ${vsReact.filter((v: any) => v.x > 0.6).length}/${rows.length} over`,
      pass: vsReact.every((v: any) => v.x <= 0.6),
    })
  }
  if (r.interaction?.keystroke) {
    out.push({
      target: 'keystroke-to-paint p95 < 16 ms (unthrottled)',
      measured: `p95 ${r.interaction.keystroke.p95} ms, median ${r.interaction.keystroke.median} ms (${r.interaction.keystroke.n} keys, ${r.interaction.breedsLoaded} breeds loaded)${r.interaction.keystrokeFloor ? `; floor p95 ${r.interaction.keystrokeFloor.p95} ms, median ${r.interaction.keystrokeFloor.median} ms` : ''}`,
      pass: r.interaction.keystroke.p95 < 16,
    })
  }
  if (r.memory?.widgets) {
    const ws = r.memory.widgets as any[]
    const maxHeap = ws.reduce((a, w) => (w.heapGrowthBytes > a.heapGrowthBytes ? w : a))
    const leftL = ws.filter((w) => w.listenersLeft > 0 || w.windowDocListenersLeft > 0)
    out.push({
      target: `heap growth < 1 MB after ${r.memory.cycles} cycles`,
      measured: `worst ${kb(maxHeap.heapGrowthBytes)} (${maxHeap.id})`,
      pass: ws.every((w) => w.heapGrowthBytes < 1024 * 1024),
    })
    out.push({
      target: 'no listener left',
      measured: leftL.length
        ? leftL.map((w) => `${w.id}: ${w.listenersLeft} (+${w.windowDocListenersLeft} on window/document)`).join(', ')
        : 'none left',
      pass: leftL.length === 0,
    })
  }
  if (r.lighthouse && !r.lighthouse.error) {
    const l = r.lighthouse
    out.push({ target: 'Lighthouse mobile performance ≥ 95', measured: String(l.performance.median), pass: l.performance.median >= 95 })
    out.push({ target: 'Lighthouse accessibility 100', measured: String(l.accessibility.median), pass: l.accessibility.median >= 100 })
    out.push({ target: 'CLS 0', measured: String(l.cls.median), pass: l.cls.median === 0 })
  }
  if (r.apiPostgres?.summary) {
    const petRow = (r.apiPostgres.summary as any[]).find((x) => x.id === 'POST /api/pet')
    out.push({
      target: 'API on PostgreSQL: POST /api/pet p99 < 250 ms at 50 connections',
      measured: `1 process ${petRow.oneDirectP99} ms direct, ${petRow.oneP99} ms through the proxy, 3 processes ${petRow.threeP99} ms (load average ${r.apiPostgres.loadBefore} on ${r.apiPostgres.cpus} cores)`,
      pass: Math.min(petRow.oneDirectP99 ?? Infinity, petRow.oneP99, petRow.threeP99) < 250,
    })
    for (const x of r.apiPostgres.summary as any[]) {
      out.push({
        target: `API on PostgreSQL: three processes faster than one (${x.id})`,
        measured: `${x.threeRps} vs ${x.oneRps} req/s (${x.threeVsOne}x)`,
        pass: x.threeRps > x.oneRps,
      })
    }
  }
  if (r.ack?.sms) {
    const a = r.ack
    const line = (c: any) => `p50 ${c.p50} ms, p99 ${c.p99} ms${c.missing ? `, ${c.missing} missing` : ''}`
    out.push({
      target: `acknowledgement p99 < ${a.targetP99Ms / 1000} s (text and e-mail, ${a.perSecond} leads/s)`,
      measured: `text ${line(a.sms)}; e-mail ${line(a.mail)} (${a.leads} leads on ${a.database ?? 'PGlite'}, answers ${JSON.stringify(a.statuses)}; load average ${a.loadBefore.join(' ')} on ${a.cpus} cores)`,
      pass: a.sms.missing === 0 && a.mail.missing === 0 && a.sms.p99 < a.targetP99Ms && a.mail.p99 < a.targetP99Ms,
    })
  }
  if (r.triage?.reader) {
    const t = r.triage
    const line = (x: any) => `p50 ${x.p50} ms, p99 ${x.p99} ms`
    out.push({
      target: `triage: the second reader < ${t.targetMs} ms per message (p99)`,
      measured: `second reader ${line(t.reader)}; rules alone ${line(t.rules)}; both ${line(t.both)} (${t.messages} dev messages; model ${t.modelBytes} bytes)`,
      pass: t.reader.p99 < t.targetMs,
    })
  }
  if (r.photo && !r.photo.error) {
    for (const [type, p] of Object.entries<any>(r.photo)) {
      if (!p?.time) continue
      out.push({
        target: `12 MP ${type.split('/')[1]!.toUpperCase()} converted < 1.5 s (4x) to < 500 KB`,
        measured: `${(p.time.median / 1000).toFixed(2)} s → ${kb(p.outputBytes)}`,
        pass: p.time.median < 1500 && p.outputBytes < 500 * 1024,
      })
    }
  }
  if (r.api?.rows) {
    const bad = (r.api.rows as any[]).filter((x) => x.api.errors + x.api.timeouts + x.api.non2xx > 0)
    out.push({
      target: 'API: zero errors under load',
      measured: bad.length
        ? bad.map((x) => `${x.id}: ${x.api.errors} errors, ${x.api.timeouts} timeouts, ${x.api.non2xx} non-2xx`).join('; ')
        : 'none',
      pass: bad.length === 0,
    })
    if (r.api.petRows)
      out.push({
        target: 'API: stored rows = acknowledged creates',
        measured: `${r.api.petRows.acknowledged201} acknowledged, ${r.api.petRows.storedRows} stored`,
        pass: r.api.petRows.storedRows === r.api.petRows.acknowledged201 && r.api.petRows.errors === 0,
      })
  }
  return out
}

function table(head: string[], rows: Array<Array<string | number>>): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n') + '\n\n'
}

/** The Markdown report: median [p25–p75] everywhere, ratios from the same run. */
export function printReport(r: Record<string, any>): string {
  let s = `# PetLead bench ${r.date}${r.quick ? ' (QUICK: few samples, not for comparison)' : ''}\n\n`
  s += `Machine: ${r.machine.cpus} × ${r.machine.cpu}, Node ${r.machine.node}, load ${r.machine.load.join(' ')}; Chromium ${r.browser?.version ?? '-'}; ${r.seconds} s.\n`
  s += 'Figures: median [p25–p75]; ratios are PetLead / reference, medians of the same run.\n\n'
  if (r.size && !r.size.error) {
    const z = r.size
    s +=
      '## Size\n\n' +
      table(
        ['file', 'raw', 'gzip', 'brotli'],
        [z.umd, z.mjs, ...(z.lazy ?? []).map((f: any) => ({ ...f, file: `${f.file} (loaded on demand)` })), z.react].map((f: any) => [
          f.file,
          f.raw,
          f.gzip,
          f.brotli,
        ]),
      )
    s += `UMD gzip target ${kb(z.targetGzip)} (${z.targetGzip} B): headroom ${z.headroomGzip} B. Bytes PetLead / React build: raw ${z.bytesRatioVsReact.raw}x, gzip ${z.bytesRatioVsReact.gzip}x, brotli ${z.bytesRatioVsReact.brotli}x.\n\n`
    s += 'Where the UMD bytes go (sourcemap attribution, gzip share scaled from raw):\n\n'
    s += table(
      ['source', 'raw', '%', '≈ gzip'],
      z.attribution.rows.filter((x: any) => x.raw > 500).map((x: any) => [x.pkg, x.raw, x.share, x.gzip]),
    )
  }
  if (r.size?.loader) {
    const z = r.size
    s += `## Loader and chunks\n\nLoader \`dist/petlead.loader.js\` ${kb(z.loader.gzip)} gzip; the single file \`dist/petlead.umd.js\` ${kb(z.umd.gzip)}; all ${z.chunks.length} chunks ${kb(z.chunksGzip)} (${z.chunksRatio}x).\n\n`
    s += table(
      ['chunk', 'raw', 'gzip'],
      z.chunks.map((c: any) => [c.file, c.raw, c.gzip]),
    )
    s += table(
      ['widget', 'files (loader included)', 'gzip bytes', '/ single file'],
      Object.entries<any>(z.perWidget).map(([w, x]) => [w, x.files, x.gzip, ratio(x.gzip, z.umd.gzip)]),
    )
  }
  if (r.loader?.rows) {
    s += `## One widget per page: loader against today's single file (CPU ${r.loader.throttle}x, ${r.loader.reps} loads each)\n\n`
    s += table(
      ['widget', 'cache', 'build', 'script bytes (gzip)', 'requests', 'script ms', 'mount → painted ms', 'navigation → painted ms'],
      (r.loader.rows as any[])
        .sort((a, b) => a.form.localeCompare(b.form) || a.cache.localeCompare(b.cache) || b.variant.localeCompare(a.variant))
        .map((x) => [x.form, x.cache, x.variant, x.bytes, x.requests, fmt(x.scriptMs), fmt(x.mountToPaintedMs), fmt(x.navToPaintedMs)]),
    )
    s +=
      "script ms: Chromium's ScriptDuration for the whole page load (evaluation, mount and the first render). mount: the widget's shadow root is attached; painted: two frames after its first content.\n\n"
  }
  if (r.startup?.widgets) {
    const e = r.startup.evaluation
    s += `## Start-up (CPU 4x throttled, ${r.startup.mountsPerWidget} mounts each, interleaved)\n\n`
    s += `Script evaluation: PetLead ${fmt(e.petlead)} ms, React build ${fmt(e.react)} ms (${ratio(e.petlead.median, e.react.median)}x).\n\n`
    s += table(
      ['widget', 'PetLead ms', 'floor ms', 'React ms', '/floor', '/React', 'over-floor /React over-floor', 'nodes'],
      r.startup.widgets.map((w: any) =>
        w.status === 'ok'
          ? [
              w.id,
              fmt(w.petlead),
              fmt(w.floor),
              fmt(w.react),
              ratio(w.petlead.median, w.floor.median),
              ratio(w.petlead.median, w.react.median),
              ratio(w.petlead.median - w.floor.median, w.react.median - w.floor.median),
              w.nodes ?? '',
            ]
          : [w.id, `${w.status}${w.note ? ` (${String(w.note).slice(0, 60)})` : ''}`, fmt(w.floor), fmt(w.react), '', '', '', ''],
      ),
    )
    s +=
      "over-floor: (mount − floor), the part of a mount that is the library's own work rather than the browser styling, laying out and painting the same DOM.\n\n"
  }
  if (r.interaction?.keystroke) {
    const i = r.interaction
    s +=
      '## Interaction (unthrottled)\n\n' +
      table(
        ['what', 'median', 'p95', 'p25–p75', 'n'],
        [
          [
            `breed picker keystroke → paint (${i.breedsLoaded} dog breeds loaded, ≤ ${i.breedOptionsListed} listed)`,
            i.keystroke.median,
            i.keystroke.p95,
            `${i.keystroke.p25}–${i.keystroke.p75}`,
            i.keystroke.n,
          ],
          ...(i.keystrokeFloor
            ? [
                [
                  'floor: same markup, stylesheet and list, plain input listener',
                  i.keystrokeFloor.median,
                  i.keystrokeFloor.p95,
                  `${i.keystrokeFloor.p25}–${i.keystrokeFloor.p75}`,
                  i.keystrokeFloor.n,
                ],
              ]
            : []),
          ...(i.keystrokeLetters
            ? [
                [
                  'of which letters (list narrows)',
                  i.keystrokeLetters.median,
                  i.keystrokeLetters.p95,
                  `${i.keystrokeLetters.p25}–${i.keystrokeLetters.p75}`,
                  i.keystrokeLetters.n,
                ],
                [
                  'of which clearing keys (first page of options re-rendered)',
                  i.keystrokeClearing.median,
                  i.keystrokeClearing.p95,
                  `${i.keystrokeClearing.p25}–${i.keystrokeClearing.p75}`,
                  i.keystrokeClearing.n,
                ],
              ]
            : []),
          [
            'service-request Next → step painted',
            i.wizardStep.median,
            i.wizardStep.p95,
            `${i.wizardStep.p25}–${i.wizardStep.p75}`,
            i.wizardStep.n,
          ],
          ['same, CPU 4x', i.wizardStep4x.median, i.wizardStep4x.p95, `${i.wizardStep4x.p25}–${i.wizardStep4x.p75}`, i.wizardStep4x.n],
        ],
      )
  }
  if (r.memory?.widgets) {
    s += `## Memory (${r.memory.cycles} mount/unmount cycles, after forced GC)\n\n`
    s += table(
      ['widget', 'heap Δ', 'nodes Δ', 'listeners Δ', 'window+document Δ'],
      r.memory.widgets.map((w: any) => [w.id, kb(w.heapGrowthBytes), w.nodesLeft, w.listenersLeft, w.windowDocListenersLeft]),
    )
  }
  if (r.lighthouse && !r.lighthouse.error) {
    const l = r.lighthouse
    s +=
      `## Landing page (Lighthouse mobile, ${l.runs} runs)\n\n` +
      table(
        ['performance', 'accessibility', 'best practices', 'LCP ms', 'TBT ms', 'CLS'],
        [[fmt(l.performance, 0), fmt(l.accessibility, 0), fmt(l.bestPractices, 0), fmt(l.lcpMs, 0), fmt(l.tbtMs, 0), fmt(l.cls, 3)]],
      )
    if (l.failingAudits?.length) s += `Audits below full score: ${l.failingAudits.join(', ')}\n\n`
    if (l.consoleErrors?.length) s += `Console errors on the page: ${l.consoleErrors.join(' | ')}\n\n`
  }
  if (r.photo && !r.photo.error) {
    s +=
      '## Photo pipeline (12 MP, CPU 4x)\n\n' +
      table(
        ['input', 'widget', 'input bytes', 'time ms', 'of which decode ms', 'output bytes', 'output size'],
        Object.entries<any>(r.photo)
          .filter(([, p]) => p?.time)
          .map(([t, p]) => [
            t,
            p.form,
            p.output?.inputBytes,
            fmt(p.time, 0),
            Math.round(p.output?.decodeMs ?? NaN),
            p.outputBytes,
            `${p.output?.width}×${p.output?.height}`,
          ]),
      )
  }
  if (r.api?.rows) {
    s += `## API under load (${r.api.connections} connections, ${r.api.seconds} s each, loopback, in-process)\n\n`
    s += table(
      ['call', 'req/s', 'floor req/s', 'API/floor', 'p50 ms', 'p99 ms', 'floor p99', 'errors', 'non-2xx'],
      r.api.rows.map((x: any) => [
        x.id,
        x.api.rps,
        x.floor.rps,
        x.rpsRatio,
        x.api.p50,
        x.api.p99,
        x.floor.p99,
        x.api.errors + x.api.timeouts,
        x.api.non2xx,
      ]),
    )
    if (r.api.petRows)
      s += `POST /api/pet row check (${r.api.petRows.sent} creates over 50 connections, each answered): ${r.api.petRows.acknowledged201} acknowledged 201s, ${r.api.petRows.storedRows} rows stored, ${r.api.petRows.errors} errors.\n\n`
  }
  if (r.apiPostgres?.setups) {
    const p = r.apiPostgres
    s += `## API on PostgreSQL ${p.postgres}, 1 and 3 processes behind a round-robin proxy (${p.connections} connections, ${p.seconds} s each, load average ${p.loadBefore} on ${p.cpus} cores)\n\n`
    const setups = [...(p.floor ? [p.floor.direct, p.floor.proxied] : []), ...(p.direct ? [p.direct] : []), ...p.setups]
    s += table(
      [
        'setup',
        'call',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'CPU ms/req servers',
        'CPU ms/req PostgreSQL',
        'CPU ms/req proxy+load',
      ],
      setups.flatMap((x: any) =>
        x.rows.map((row: any) => [
          x.label,
          row.id,
          row.load.rps,
          row.load.p50,
          row.load.p99,
          row.load.errors + row.load.timeouts,
          row.load.non2xx,
          row.cpuMsPerRequest.servers,
          row.cpuMsPerRequest.postgres,
          row.cpuMsPerRequest.benchAndProxy,
        ]),
      ),
    )
  }
  s +=
    '## Targets\n\n' +
    table(
      ['target', 'measured', 'result'],
      (r.targets as Target[]).map((t) => [t.target, t.measured, ok(t.pass)]),
    )
  return s
}
