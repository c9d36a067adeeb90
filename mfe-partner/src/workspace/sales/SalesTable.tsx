// The sales per day as a table: what the chart shows, for screen readers and for reading exact figures. Gross is per
// currency (a day may have several); fill rate is of the sessions that start that day.
import { useTranslation } from '@kemet/platform';
import type { SalesDay, SalesReport } from '@kemet/contract';
import type { SalesFormats } from './useSalesFormats';
import { TableScroll } from './TableScroll';
import styles from './sales.module.css';

interface SalesTableProps {
  report: SalesReport;
  formats: SalesFormats;
  id: string;
}

export function SalesTable({ report, formats, id }: SalesTableProps) {
  const { t } = useTranslation('partnerSales');
  const gross = (row: Pick<SalesDay, 'gross'>) =>
    row.gross.length === 0 ? t('sales.none') : row.gross.map((g) => formats.money(g.amountMinor, g.currency));
  const fill = (row: Pick<SalesDay, 'fillRate' | 'placesSold' | 'capacity'>) =>
    row.fillRate === null ? (
      t('sales.noSessions')
    ) : (
      <>
        {formats.percent(row.fillRate)}
        <span className={styles.detail}>
          {t('sales.fillOf', { sold: formats.number(row.placesSold), capacity: formats.number(row.capacity) })}
        </span>
      </>
    );
  return (
    <TableScroll captionId={`${id}-caption`}>
      <table className={styles.table} id={id}>
        <caption id={`${id}-caption`}>
          {t('sales.tableCaption', { from: formats.day(report.from), to: formats.day(report.to) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('sales.day')}</th>
            <th scope="col">{t('sales.bookings')}</th>
            <th scope="col">{t('sales.tickets')}</th>
            <th scope="col">{t('sales.gross')}</th>
            <th scope="col">{t('sales.fill')}</th>
          </tr>
        </thead>
        <tbody>
          {report.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formats.day(day.date)}</th>
              <td>{formats.number(day.bookings)}</td>
              <td>{formats.number(day.tickets)}</td>
              <td>
                <Amounts amounts={gross(day)} />
              </td>
              <td>{fill(day)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('sales.total')}</th>
            <td>{formats.number(report.totals.bookings)}</td>
            <td>{formats.number(report.totals.tickets)}</td>
            <td>
              <Amounts amounts={gross(report.totals)} />
            </td>
            <td>{fill(report.totals)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

function Amounts({ amounts }: { amounts: string | string[] }) {
  if (typeof amounts === 'string') return amounts;
  return amounts.map((amount) => (
    <bdi key={amount} className={styles.amount}>
      {amount}
    </bdi>
  ));
}
