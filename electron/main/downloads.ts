import path from 'node:path';
import type { DownloadItem, SaveDialogOptions } from 'electron';

/** What the Save dialog needs of a download (Electron's DownloadItem, narrowed for tests). */
export type Download = Pick<DownloadItem, 'getFilename' | 'setSaveDialogOptions'>;

/**
 * The Save dialog of a file the admin screens hand over (a registrations CSV): titled in words and
 * opening in the Downloads folder with the file's own name. Without this Electron titles the
 * dialog with the blob: address the file came from.
 */
export function saveDialogFor(item: Download, downloadsDir: string): SaveDialogOptions {
  const name = path.basename(item.getFilename()) || 'download';
  const options: SaveDialogOptions = {
    title: `Save ${name}`,
    buttonLabel: 'Save',
    defaultPath: path.join(downloadsDir, name),
  };
  item.setSaveDialogOptions(options);
  return options;
}
