// StatementPage (/partner/statement, a provider's owner signed in), exposed as 'partner/StatementPage': one Cairo
// month's paid bookings with Kemet's commission and the net, totals per currency (GET /api/partner/statements/:month),
// and the sentence that no real money moves. The month is a GET form (?month=YYYY-MM, this month by default); the page
// prints without the workspace's tabs and forms.
import { Button, Notice, Skeleton, cairoDayOf } from '@kemet/ui';
import { QueryError, useNow, useSearchParams, useTranslation } from '@kemet/platform';
import { statementMonthProblem } from '@kemet/contract';
import './messages/salesMessages';
import { WorkspaceFrame } from '../frame/WorkspaceFrame';
import { PeriodForm } from './PeriodForm';
import { PeriodField } from './PeriodField';
import { StatementTables } from './StatementTables';
import { useStatement } from './salesApi';
import { useSalesFormats } from './useSalesFormats';
import styles from './sales.module.css';

export default function StatementPage() {
  const { t } = useTranslation('partnerSales');
  return (
    <WorkspaceFrame title={t('statement.title')}>
      {(me) =>
        me.role === 'owner' ? (
          <MonthlyStatement />
        ) : (
          <Notice tone="info" title={t('statement.ownersOnlyTitle')}>
            {t('statement.ownersOnly')}
          </Notice>
        )
      }
    </WorkspaceFrame>
  );
}

function MonthlyStatement() {
  const { t } = useTranslation('partnerSales');
  const [params] = useSearchParams();
  const currentMonth = cairoDayOf(new Date(useNow()).toISOString()).slice(0, 7);
  const month = params.get('month') ?? currentMonth;
  const problem = statementMonthProblem(month, currentMonth) ?? undefined;
  const statement = useStatement(problem ? null : month);
  const formats = useSalesFormats();

  return (
    <>
      <p className={`${styles.lead} ${styles.noPrint}`}>{t('statement.lead')}</p>
      <div className={styles.noPrint}>
        <PeriodForm label={t('statement.month')} submit={t('statement.show')}>
          <PeriodField name="month" type="month" label={t('statement.month')} value={month} problem={problem} />
        </PeriodForm>
      </div>
      {!problem && statement.isPending && <Skeleton height="240px" label={t('statement.loading')} />}
      {!problem && statement.isError && (
        <QueryError what={t('statement.what')} error={statement.error} onRetry={() => void statement.refetch()} />
      )}
      {!problem && statement.isSuccess && (
        <article className={styles.statement} aria-labelledby="statement-heading">
          <div className={styles.statementHead}>
            <h2 id="statement-heading" className={styles.heading}>
              {t('statement.heading', { month: formats.month(statement.data.month) })}
            </h2>
            <Button type="button" variant="ghost" size="sm" className={styles.noPrint} onClick={() => window.print()}>
              {t('statement.print')}
            </Button>
          </div>
          {!statement.data.moneyMoves && <Notice tone="info">{t('statement.noMoneyMoves')}</Notice>}
          {!statement.data.complete && <p className={styles.note}>{t('statement.incomplete')}</p>}
          <p className={styles.note}>
            {t('statement.rate', { rate: formats.percent(statement.data.commissionPerMille / 1000) })}
          </p>
          <StatementTables statement={statement.data} formats={formats} />
        </article>
      )}
    </>
  );
}
