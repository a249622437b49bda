import { LIMITS } from '@/contract';

/** The page number in `?page=`: a positive whole number up to the server's maximum, else 1. */
export function parsePageParam(value: string | null, max: number = LIMITS.maxPage): number {
  if (value === null || !/^[1-9]\d*$/.test(value)) return 1;
  const page = Number(value);
  return page <= max ? page : 1;
}
