// The server's price of a choice (POST /quotes changes nothing, so it is read like any query), keyed on the choice.
import { queryOptions } from '@tanstack/react-query';
import type { TicketChoice } from '@kemet/contract';
import { experiencesApi } from '../../api/experiencesApi';
import { quoteKeys } from '../../api/queryKeys';

export const quoteQuery = (choice: TicketChoice) =>
  queryOptions({ queryKey: quoteKeys.detail(choice), queryFn: ({ signal }) => experiencesApi.quote(choice, signal) });
