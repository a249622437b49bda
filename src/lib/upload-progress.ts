import type { AxiosProgressEvent } from 'axios';

/** How much of a request body has been sent, as a whole percent (0 when the size is unknown). */
export function uploadPercent(event: AxiosProgressEvent): number {
  const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}
