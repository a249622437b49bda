import type { Registration } from '@/contract';
import { csvRow } from '../../lib/csv';

const HEADER = ['Name', 'E-mail', 'Status', 'Position', 'Registered at', 'Confirmed at', 'Cancelled at'];

/** The meeting's registrations as CSV: a header row, then one row per registration, CRLF-ended. */
export function registrationsCsv(registrations: readonly Registration[]): string {
  const rows = registrations.map((r) => [
    r.name,
    r.email,
    r.status,
    r.position,
    r.createdAt,
    r.confirmedAt,
    r.cancelledAt,
  ]);
  return [HEADER, ...rows].map(csvRow).join('');
}
