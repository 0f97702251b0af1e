/** A data table's caption (for screen readers only) and its row of column headings. */
export function TableHead({ caption, columns }: { caption: string; columns: readonly string[] }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
