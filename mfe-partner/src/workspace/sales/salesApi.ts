// The sales and statement calls (api/src/routes/partnerSales.ts) and their queries, under the workspace's keys so they
// go when the account on the page changes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@kemet/platform';
import type { SalesReport, Statement } from '@kemet/contract';
import { partnerKeys } from '../../api/partnerQueries';

export const salesApi = {
  sales: (from: string, to: string) =>
    apiRequest<SalesReport>(`/partner/sales?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  statement: (month: string) => apiRequest<Statement>(`/partner/statements/${encodeURIComponent(month)}`),
};

export const salesKeys = {
  sales: (from: string, to: string) => [...partnerKeys.all, 'sales', from, to] as const,
  statement: (month: string) => [...partnerKeys.all, 'statement', month] as const,
};

/** Asked only with a range the contract's rule accepts; the range shown stays while the next one loads. */
export const useSales = (range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: salesKeys.sales(range?.from ?? '', range?.to ?? ''),
    queryFn: () => salesApi.sales(range!.from, range!.to),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/** Asked only for an owner, with a month the contract's rule accepts. */
export const useStatement = (month: string | null) =>
  useQuery({
    queryKey: salesKeys.statement(month ?? ''),
    queryFn: () => salesApi.statement(month!),
    enabled: month !== null,
  });
