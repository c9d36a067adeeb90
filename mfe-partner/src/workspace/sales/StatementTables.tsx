// A statement's totals per currency and its lines (one per paid booking), as tables: gross, Kemet's commission and net.
import { useTranslation } from '@kemet/platform';
import type { Statement } from '@kemet/contract';
import type { SalesFormats } from './useSalesFormats';
import { StatementTable } from './StatementTable';
import styles from './sales.module.css';

export function StatementTables({ statement, formats }: { statement: Statement; formats: SalesFormats }) {
  const { t } = useTranslation('partnerSales');
  const month = formats.month(statement.month);
  if (statement.lines.length === 0) return <p className={styles.note}>{t('statement.empty')}</p>;
  const money = (amountMinor: number, currency: string) => (
    <bdi className={styles.amount}>{formats.money(amountMinor, currency)}</bdi>
  );
  const amounts = (line: { grossMinor: number; commissionMinor: number; netMinor: number; currency: string }) => [
    money(line.grossMinor, line.currency),
    money(line.commissionMinor, line.currency),
    money(line.netMinor, line.currency),
  ];
  const amountColumns = [t('statement.gross'), t('statement.commission'), t('statement.net')];
  return (
    <>
      <StatementTable
        id="statement-totals"
        caption={t('statement.totalsCaption', { month })}
        columns={[t('statement.currency'), t('statement.bookings'), ...amountColumns]}
        rows={statement.totals.map((total) => ({
          key: total.currency,
          heading: total.currency,
          cells: [formats.number(total.bookings), ...amounts(total)],
        }))}
      />
      <StatementTable
        id="statement-lines"
        caption={t('statement.linesCaption', { month })}
        columns={[
          t('statement.reference'),
          t('statement.booked'),
          t('statement.experience'),
          t('statement.session'),
          t('statement.tickets'),
          ...amountColumns,
        ]}
        rows={statement.lines.map((line) => ({
          key: line.reference,
          heading: <bdi>{line.reference}</bdi>,
          cells: [
            formats.dateTime(line.bookedAt),
            <bdi key="experience">{line.experience}</bdi>,
            formats.dateTime(line.sessionStartsAt),
            formats.number(line.tickets),
            ...amounts(line),
          ],
        }))}
      />
    </>
  );
}
