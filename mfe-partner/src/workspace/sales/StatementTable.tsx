// One table of a statement: a caption, column headings, and rows that each start with a row heading.
import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';
import styles from './sales.module.css';

export interface StatementRow {
  key: string;
  heading: ReactNode;
  cells: ReactNode[];
}

interface StatementTableProps {
  id: string;
  caption: string;
  columns: string[];
  rows: StatementRow[];
}

export function StatementTable({ id, caption, columns, rows }: StatementTableProps) {
  return (
    <TableScroll captionId={id}>
      <table className={styles.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.heading}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
