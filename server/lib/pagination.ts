import { pageCount } from '@/contract';

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export function pageRequest(
  query: { page?: number | undefined; limit?: number | undefined },
  defaultLimit: number,
): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

/** One page of a list as the API sends its items (records), and how many the whole list holds. */
export interface ListPage<Item> {
  records: Item[];
  total: number;
}

export function pageInfo(request: PageRequest, total: number) {
  return { page: request.page, limit: request.limit, totalPages: pageCount(total, request.limit) };
}
