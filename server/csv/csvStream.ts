import { csvCell } from './csvCell'

/** A CSV record: its fields and the CRLF RFC 4180 ends every record with. */
function record(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n'
}

/**
 * A CSV file as a byte stream, read page by page only as the client takes it: the UTF-8 byte
 * order mark (so Excel reads the accents right), the header row, then one `nextPage(last)` per
 * pull until a page comes back shorter than `pageSize`. With a high-water mark of 0 nothing is
 * read ahead, so at most one page of rows is in memory whatever the file's length.
 */
export function csvStream<T>(o: {
  header: readonly string[]
  cells: (row: T) => readonly unknown[]
  nextPage: (last: T | null) => Promise<T[]>
  pageSize: number
  onError?: (err: unknown) => void
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let last: T | null = null
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode('\uFEFF' + record(o.header)))
          return
        }
        try {
          const rows = await o.nextPage(last)
          if (rows.length) controller.enqueue(encoder.encode(rows.map((r) => record(o.cells(r))).join('')))
          if (rows.length < o.pageSize) controller.close()
          else last = rows[rows.length - 1]!
        } catch (err) {
          o.onError?.(err)
          // The status line is long gone: a cut-off download is the only way left to say it failed.
          controller.error(err)
        }
      },
    },
    { highWaterMark: 0 },
  )
}
