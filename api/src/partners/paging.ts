// The workspace's lists come a page at a time, answered as the catalogue's pages are: items, page, size and totals.
export interface PageRequest {
  page: number;
  pageSize: number;
}

export const pageAnswer = <T>(items: T[], total: number, { page, pageSize }: PageRequest) => ({
  items,
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});
