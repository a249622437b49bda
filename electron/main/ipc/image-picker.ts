import path from 'node:path';
import type { FileFilter, OpenDialogOptions } from 'electron';
import { LIMITS } from '../../../src/contract/common-values';
import {
  IPC,
  type IpcHandlers,
  type PickedImage,
  type PickedImageType,
  type Result,
} from '../../ipc-contract';
import { fail, ok } from '../result';

export const IMAGE_FILE_FILTERS: FileFilter[] = [
  { name: 'Images', extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'] },
];

/** The server's own limit, so a picture the app accepts is never refused on upload. */
export const MAX_IMAGE_BYTES: number = LIMITS.imageBytes;

/** The server's words for a file that is not a picture it takes. */
const ACCEPTED = 'use PNG, JPEG, WebP or GIF';

export interface ImagePickerDeps<W> {
  showOpenDialog: (
    window: W,
    options: OpenDialogOptions,
  ) => Promise<{ canceled: boolean; filePaths: string[] }>;
  stat: (filePath: string) => Promise<{ size: number; isFile(): boolean }>;
  readFile: (filePath: string) => Promise<Uint8Array>;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/** The image type by its first bytes: a name or an extension says nothing about the content. */
export function sniffImageType(bytes: Uint8Array): PickedImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

function tooBig(name: string, size: number): string {
  return `${name} is ${megabytes(size)}; images can be at most ${megabytes(MAX_IMAGE_BYTES)}`;
}

/**
 * The native open dialog for a meeting's or course's image. The file's size is checked before it
 * is read, and its content (not its name) decides whether it is an image the server accepts.
 */
export async function pickImage<W>(deps: ImagePickerDeps<W>, window: W): Promise<Result<PickedImage | null>> {
  const chosen = await deps.showOpenDialog(window, {
    title: 'Choose an image',
    buttonLabel: 'Choose',
    properties: ['openFile'],
    filters: IMAGE_FILE_FILTERS,
  });
  const filePath = chosen.filePaths[0];
  if (chosen.canceled || filePath === undefined) return ok(null);
  const name = path.basename(filePath);

  try {
    const info = await deps.stat(filePath);
    if (!info.isFile()) return fail(`${name} is not a file we can read`);
    if (info.size > MAX_IMAGE_BYTES) return fail(tooBig(name, info.size));

    const bytes = await deps.readFile(filePath);
    // The file may have grown between stat and read.
    if (bytes.byteLength > MAX_IMAGE_BYTES) return fail(tooBig(name, bytes.byteLength));
    const type = sniffImageType(bytes);
    if (type === null) return fail(`${name} is not an image we accept: ${ACCEPTED}`);
    return ok({ name, type, bytes });
  } catch {
    return fail(`Could not read ${name}. Check that the file is still there and you may open it.`);
  }
}

/**
 * @param startFolder where the first dialog opens (the user's Pictures folder). Since Electron 43
 *   the dialog opens in Downloads unless told otherwise, and the OS no longer remembers the last
 *   folder: so the next dialogs open where the admin chose the last picture.
 */
export function registerImageIpc<W>(
  ipcMain: IpcHandlers,
  deps: ImagePickerDeps<W>,
  getWindow: () => W,
  startFolder: string,
): void {
  let folder = startFolder;
  const rememberingFolder: ImagePickerDeps<W> = {
    ...deps,
    showOpenDialog: async (window, options) => {
      const chosen = await deps.showOpenDialog(window, { ...options, defaultPath: folder });
      const filePath = chosen.filePaths[0];
      if (!chosen.canceled && filePath !== undefined) folder = path.dirname(filePath);
      return chosen;
    },
  };
  ipcMain.handle(IPC.imagePick, () => pickImage(rememberingFolder, getWindow()));
}
