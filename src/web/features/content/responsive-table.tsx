import { useId, type ReactNode } from 'react';

export interface TableColumn<K extends string> {
  key: K;
  header: string;
}

/**
 * A data table on wide screens; on phones the same rows become stacked cards (the first
 * column as the card's title, the others as labelled lines). Only one of the two is shown,
 * and hidden content is hidden from assistive technologies too.
 */
export function ResponsiveTable<K extends string>({
  caption,
  columns,
  rows,
  note,
}: {
  caption: string;
  columns: readonly TableColumn<K>[];
  rows: readonly Record<K, ReactNode>[];
  note?: ReactNode;
}) {
  const captionId = useId();
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <figure className="my-8">
      <div className="hidden overflow-hidden rounded-xl border border-ink-200 md:block">
        <table className="w-full border-collapse text-left text-[15px]">
          <caption className="border-b border-ink-200 bg-ink-50 px-4 py-3 text-left font-semibold text-ink-900">{caption}</caption>
          <thead>
            <tr className="border-b border-ink-200 bg-white">
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-4 py-3 text-sm font-semibold text-ink-600">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-ink-100 align-top last:border-b-0 even:bg-ink-50/60">
                <th scope="row" className="px-4 py-3 font-semibold text-ink-900">
                  {row[first.key]}
                </th>
                {rest.map((column) => (
                  <td key={column.key} className="px-4 py-3 leading-relaxed text-ink-700">
                    {row[column.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="md:hidden">
        <p id={captionId} className="font-semibold text-ink-900">
          {caption}
        </p>
        <ul aria-labelledby={captionId} className="mt-3 space-y-3">
          {rows.map((row, index) => (
            <li key={index} className="rounded-xl border border-ink-200 bg-white p-4">
              <p className="font-semibold text-ink-900">{row[first.key]}</p>
              <dl className="mt-2 space-y-2 text-[15px]">
                {rest.map((column) => (
                  <div key={column.key}>
                    <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{column.header}</dt>
                    <dd className="mt-0.5 leading-relaxed text-ink-700">{row[column.key]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
      {note && <figcaption className="mt-3 text-sm leading-relaxed text-ink-500">{note}</figcaption>}
    </figure>
  );
}
