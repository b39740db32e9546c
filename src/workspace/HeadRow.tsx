/** A table's one header row: a column heading for each label. */
export function HeadRow({ labels }: { labels: string[] }) {
  return (
    <tr>
      {labels.map((h) => (
        <th key={h} scope="col">
          {h}
        </th>
      ))}
    </tr>
  )
}
