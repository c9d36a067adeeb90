// A statement's totals per currency and its lines (one per paid booking), as tables: gross, Kemet's commission and net.
import { useTranslation } from '@kemet/platform';
import type { Statement } from '@kemet/contract';
import type { SalesFormats } from './useSalesFormats';
import { TableScroll } from './TableScroll';
import styles from './sales.module.css';

export function StatementTables({ statement, formats }: { statement: Statement; formats: SalesFormats }) {
  const { t } = useTranslation('partnerSales');
  const month = formats.month(statement.month);
  if (statement.lines.length === 0) return <p className={styles.note}>{t('statement.empty')}</p>;
  const money = (amountMinor: number, currency: string) => (
    <bdi className={styles.amount}>{formats.money(amountMinor, currency)}</bdi>
  );
  return (
    <>
      <TableScroll captionId="statement-totals">
        <table className={styles.table}>
          <caption id="statement-totals">{t('statement.totalsCaption', { month })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statement.currency')}</th>
              <th scope="col">{t('statement.bookings')}</th>
              <th scope="col">{t('statement.gross')}</th>
              <th scope="col">{t('statement.commission')}</th>
              <th scope="col">{t('statement.net')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.totals.map((total) => (
              <tr key={total.currency}>
                <th scope="row">{total.currency}</th>
                <td>{formats.number(total.bookings)}</td>
                <td>{money(total.grossMinor, total.currency)}</td>
                <td>{money(total.commissionMinor, total.currency)}</td>
                <td>{money(total.netMinor, total.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TableScroll captionId="statement-lines">
        <table className={styles.table}>
          <caption id="statement-lines">{t('statement.linesCaption', { month })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statement.reference')}</th>
              <th scope="col">{t('statement.booked')}</th>
              <th scope="col">{t('statement.experience')}</th>
              <th scope="col">{t('statement.session')}</th>
              <th scope="col">{t('statement.tickets')}</th>
              <th scope="col">{t('statement.gross')}</th>
              <th scope="col">{t('statement.commission')}</th>
              <th scope="col">{t('statement.net')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr key={line.reference}>
                <th scope="row">
                  <bdi>{line.reference}</bdi>
                </th>
                <td>{formats.dateTime(line.bookedAt)}</td>
                <td>
                  <bdi>{line.experience}</bdi>
                </td>
                <td>{formats.dateTime(line.sessionStartsAt)}</td>
                <td>{formats.number(line.tickets)}</td>
                <td>{money(line.grossMinor, line.currency)}</td>
                <td>{money(line.commissionMinor, line.currency)}</td>
                <td>{money(line.netMinor, line.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
