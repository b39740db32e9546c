/** One part of a recorded multipart body. */
export interface Part {
  name: string
  filename?: string
  type?: string
  data: Buffer
}

/** Split a multipart/form-data body into parts (enough for asserting what a widget sent). */
export function parseMultipart(raw: Buffer, contentType: string | undefined): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '')
  if (!boundary) return []
  const sep = Buffer.from('--' + (boundary[1] ?? boundary[2]))
  const parts: Part[] = []
  let start = raw.indexOf(sep)
  while (start >= 0) {
    const next = raw.indexOf(sep, start + sep.length)
    if (next < 0) break
    const section = raw.subarray(start + sep.length + 2, next - 2)
    const headEnd = section.indexOf('\r\n\r\n')
    const head = section.subarray(0, headEnd).toString('utf8')
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? ''
    const filename = /filename="([^"]*)"/.exec(head)?.[1]
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]
    parts.push({ name, filename, type, data: section.subarray(headEnd + 4) })
    start = next
  }
  return parts
}
