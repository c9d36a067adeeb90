// SalesPage (/partner/sales, partner staff signed in), exposed as 'partner/SalesPage': the provider's paid bookings per
// Cairo day with tickets, gross per currency and the fill rate of each day's sessions (GET /api/partner/sales), as a
// chart and as the table it is read from. The range is a GET form (?from=&to=), the last 30 days by default, checked
// by the contract's rule before it is asked for.
import { lazy, Suspense, useId } from 'react';
import { Notice, Skeleton, cairoDayOf } from '@kemet/ui';
import { QueryError, useNow, useSearchParams, useTranslation } from '@kemet/platform';
import { salesRangeOf, type SalesReport } from '@kemet/contract';
import './messages/salesMessages';
import { WorkspaceFrame } from '../frame/WorkspaceFrame';
import { PeriodForm } from './PeriodForm';
import { PeriodField } from './PeriodField';
import { SalesTable } from './SalesTable';
import { useSales } from './salesApi';

import { useSalesFormats, type SalesFormats } from './useSalesFormats';
import styles from './sales.module.css';

const SalesChart = lazy(() => import(/* webpackChunkName: "sales-chart" */ './SalesChart'));

export default function SalesPage() {
  const { t } = useTranslation('partnerSales');
  return <WorkspaceFrame title={t('sales.title')}>{() => <Sales />}</WorkspaceFrame>;
}

function Sales() {
  const { t } = useTranslation('partnerSales');
  const [params] = useSearchParams();
  const today = cairoDayOf(new Date(useNow()).toISOString());
  const { from, to, problems } = salesRangeOf({ from: params.get('from'), to: params.get('to') }, today);
  const valid = Object.keys(problems).length === 0;
  const sales = useSales(valid ? { from, to } : null);
  const formats = useSalesFormats();

  return (
    <>
      <p className={styles.lead}>{t('sales.lead')}</p>
      <PeriodForm label={t('sales.rangeLabel')} submit={t('sales.show')}>
        <PeriodField name="from" type="date" label={t('sales.from')} value={from} problem={problems.from} />
        <PeriodField name="to" type="date" label={t('sales.to')} value={to} problem={problems.to} />
      </PeriodForm>
      {valid && sales.isPending && <Skeleton height="320px" label={t('sales.loading')} />}
      {valid && sales.isError && (
        <QueryError what={t('sales.what')} error={sales.error} onRetry={() => void sales.refetch()} />
      )}
      {valid && sales.isSuccess && <Report report={sales.data} formats={formats} />}
    </>
  );
}

function Report({ report, formats }: { report: SalesReport; formats: SalesFormats }) {
  const { t } = useTranslation('partnerSales');
  const tableId = useId();
  const range = { from: formats.day(report.from), to: formats.day(report.to) };
  return (
    <>
      {report.totals.bookings === 0 && <Notice tone="info">{t('sales.quiet')}</Notice>}
      <div className={styles.chart}>
        <Suspense fallback={<Skeleton height="100%" label={t('sales.chartLoading')} />}>
          <SalesChart
            days={report.days}
            formats={formats}
            label={t('sales.chartLabel', range)}
            describedBy={`${tableId}-caption`}
          />
        </Suspense>
      </div>
      <SalesTable report={report} formats={formats} id={tableId} />
    </>
  );
}
