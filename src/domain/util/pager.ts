/** Where a page sits among all pages of a list, as every paged answer reports it. */
export type Pager = { currentPage: number; totalPages: number; totalItems: number };

export function pagerOf(currentPage: number, totalItems: number, pageSize: number): Pager {
  return { currentPage, totalPages: Math.ceil(totalItems / pageSize), totalItems };
}
