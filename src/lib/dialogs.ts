import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

/**
 * SweetAlert2 popups with the site's colours; every dialog of the product goes through here.
 * SweetAlert2 (about 20 KB compressed) is fetched with the first dialog: a page that opens none
 * (most visits) never loads it.
 */
const base = { confirmButtonColor: '#a12c2f', cancelButtonColor: '#6c757d' } as const;

async function fire(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire(options);
}

export function successDialog(title: string, text: string, timerMs: number, progressBar = false) {
  return fire({
    ...base,
    icon: 'success',
    title,
    text,
    timer: timerMs,
    timerProgressBar: progressBar,
    showConfirmButton: false,
  });
}

/** An error popup; `detail` (e.g. the server's reason) appears in smaller print under the text. */
export function errorDialog(title: string, text: string, timerMs?: number, detail?: string) {
  return fire({
    ...base,
    icon: 'error',
    title,
    text,
    ...(detail ? { footer: escapeHtml(detail) } : {}),
    ...(timerMs ? { timer: timerMs, showConfirmButton: false } : {}),
  });
}

/** SweetAlert2 renders a footer as HTML; server text must never become markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A warning with two buttons; resolves true only when the admin pressed `confirmText`. */
async function askDialog(
  title: string,
  text: string,
  confirmText: string,
  extra: { cancelButtonText?: string; focusCancel?: boolean },
): Promise<boolean> {
  const result = await fire({
    ...base,
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    ...extra,
  });
  return result.isConfirmed;
}

/** Asks before something that cannot be undone; resolves true only on an explicit yes. */
export function confirmDialog(title: string, text: string, confirmText: string): Promise<boolean> {
  return askDialog(title, text, confirmText, { focusCancel: true });
}

/**
 * A save that could not reach the server: why, and the offer to send it again now; resolves true
 * when the admin chose to send again. No timer: the admin must have read it.
 */
export function unsentDialog(title: string, text: string, sendAgainText: string): Promise<boolean> {
  return askDialog(title, text, sendAgainText, { cancelButtonText: 'Close' });
}
