import type { OpenDialogOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../../ipc-contract';
import { fakeIpcMain } from '../testing/fakes';
import {
  IMAGE_FILE_FILTERS,
  MAX_IMAGE_BYTES,
  pickImage,
  registerImageIpc,
  sniffImageType,
  type ImagePickerDeps,
} from './image-picker';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(Buffer.from(part, 'latin1')) : part)),
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF');
const GIF87 = bytes('GIF87a', [1, 0, 1, 0]);
const GIF89 = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');

type Picture = [name: string, content: Uint8Array, type: string];

/** One file of each kind the picker takes: its name, its first bytes and the type they make it. */
const PICTURES: Picture[] = [
  ['photo.png', PNG, 'image/png'],
  ['photo.jpg', JPEG, 'image/jpeg'],
  ['old.gif', GIF87, 'image/gif'],
  ['anim.gif', GIF89, 'image/gif'],
  ['photo.webp', WEBP, 'image/webp'],
];

interface FakeFile {
  size?: number;
  isFile?: boolean;
  content?: Uint8Array;
}

const WINDOW = { id: 'main-window' };

function deps(files: Record<string, FakeFile>, chosen: string[] | null) {
  const fake = {
    showOpenDialog: vi.fn((_window: typeof WINDOW, _options: OpenDialogOptions) =>
      Promise.resolve({ canceled: chosen === null, filePaths: chosen ?? [] }),
    ),
    stat: vi.fn((filePath: string) => {
      const file = files[filePath];
      if (file === undefined) return Promise.reject(new Error(`ENOENT: no such file, stat '${filePath}'`));
      return Promise.resolve({
        size: file.size ?? file.content?.byteLength ?? 0,
        isFile: () => file.isFile ?? true,
      });
    }),
    readFile: vi.fn((filePath: string) => {
      const content = files[filePath]?.content;
      return content === undefined ? Promise.reject(new Error('EACCES')) : Promise.resolve(content);
    }),
  } satisfies ImagePickerDeps<typeof WINDOW>;
  return fake;
}

describe('sniffImageType', () => {
  it.each(PICTURES)('knows %s by its first bytes', (_name, content, type) => {
    expect(sniffImageType(content)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['an empty file', new Uint8Array()],
    ['a truncated PNG signature', PNG.slice(0, 7)],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PDF', bytes('%PDF-1.7')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', (_label, content) => {
    expect(sniffImageType(content)).toBeNull();
  });
});

describe('pickImage', () => {
  it('opens the dialog on the window, for one file, filtered to images', async () => {
    const fake = deps({}, null);
    await pickImage(fake, WINDOW);
    expect(fake.showOpenDialog).toHaveBeenCalledTimes(1);
    const [window, options] = fake.showOpenDialog.mock.calls[0] ?? [];
    expect(window).toBe(WINDOW);
    expect(options?.properties).toEqual(['openFile']);
    expect(options?.filters).toEqual([{ name: 'Images', extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'] }]);
    expect(options?.filters).toBe(IMAGE_FILE_FILTERS);
  });

  it('resolves ok(null) when the admin cancels, and reads nothing', async () => {
    const fake = deps({}, null);
    expect(await pickImage(fake, WINDOW)).toEqual({ ok: true, value: null });
    expect(fake.stat).not.toHaveBeenCalled();
    expect(fake.readFile).not.toHaveBeenCalled();
  });

  it.each<Picture>([
    ...PICTURES,
    // The content decides, not the name.
    ['misnamed.png', JPEG, 'image/jpeg'],
  ])('accepts %s with its name, type and bytes', async (name, content, type) => {
    const filePath = `/home/admin/Pictures/${name}`;
    const result = await pickImage(deps({ [filePath]: { content } }, [filePath]), WINDOW);
    expect(result).toEqual({ ok: true, value: { name, type, bytes: content } });
  });

  it('refuses a file over the limit from its size, without reading it', async () => {
    const filePath = '/home/admin/Pictures/photo.png';
    const fake = deps({ [filePath]: { size: Math.round(6.2 * 1024 * 1024), content: PNG } }, [filePath]);
    expect(await pickImage(fake, WINDOW)).toEqual({
      ok: false,
      message: 'photo.png is 6.2 MB; images can be at most 5 MB',
    });
    expect(fake.readFile).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly the limit', async () => {
    const filePath = '/pics/big.png';
    const content = new Uint8Array(MAX_IMAGE_BYTES);
    content.set(PNG);
    const result = await pickImage(deps({ [filePath]: { content } }, [filePath]), WINDOW);
    expect(result.ok).toBe(true);
  });

  it('refuses a file that grew past the limit between stat and read', async () => {
    const filePath = '/pics/growing.png';
    const content = new Uint8Array(MAX_IMAGE_BYTES + 1);
    content.set(PNG);
    const result = await pickImage(deps({ [filePath]: { size: 100, content } }, [filePath]), WINDOW);
    expect(result).toEqual({ ok: false, message: 'growing.png is 5 MB; images can be at most 5 MB' });
  });

  it('refuses a text file named .png', async () => {
    const filePath = 'C:/Users/admin/notes.png';
    const fake = deps({ [filePath]: { content: bytes('Meeting notes: bring the projector') } }, [filePath]);
    expect(await pickImage(fake, WINDOW)).toEqual({
      ok: false,
      message: 'notes.png is not an image we accept: use PNG, JPEG, WebP or GIF',
    });
  });

  it('says so when the file cannot be read', async () => {
    const filePath = '/pics/locked.png';
    const result = await pickImage(deps({ [filePath]: { size: 10 } }, [filePath]), WINDOW);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('Could not read locked.png') as string,
    });
  });

  it('refuses something that is not a regular file', async () => {
    const filePath = '/dev/zero';
    const fake = deps({ [filePath]: { isFile: false, size: 0 } }, [filePath]);
    expect((await pickImage(fake, WINDOW)).ok).toBe(false);
    expect(fake.readFile).not.toHaveBeenCalled();
  });
});

describe('registerImageIpc', () => {
  it('picks with the current window on IPC.imagePick', async () => {
    const ipc = fakeIpcMain();
    const fake = deps({ '/p/a.gif': { content: GIF87 } }, ['/p/a.gif']);
    registerImageIpc(ipc.ipcMain, fake, () => WINDOW, '/home/ana/Pictures');
    expect(await ipc.invoke(IPC.imagePick)).toEqual({
      ok: true,
      value: { name: 'a.gif', type: 'image/gif', bytes: GIF87 },
    });
    expect(fake.showOpenDialog.mock.calls[0]?.[0]).toBe(WINDOW);
  });

  it('opens in the Pictures folder, then where the last picture was chosen (Electron 43+ would open Downloads)', async () => {
    const ipc = fakeIpcMain();
    const chosen = { next: ['/home/ana/Photos/hall/a.gif'] as string[] | null };
    const fake = deps({ '/home/ana/Photos/hall/a.gif': { content: GIF87 }, '/tmp/notes.png': {} }, null);
    fake.showOpenDialog.mockImplementation(() =>
      Promise.resolve({ canceled: chosen.next === null, filePaths: chosen.next ?? [] }),
    );
    registerImageIpc(ipc.ipcMain, fake, () => WINDOW, '/home/ana/Pictures');
    const startedIn = (): unknown => fake.showOpenDialog.mock.lastCall?.[1].defaultPath;

    await ipc.invoke(IPC.imagePick);
    expect(startedIn()).toBe('/home/ana/Pictures');
    chosen.next = null;
    await ipc.invoke(IPC.imagePick);
    expect(startedIn()).toBe('/home/ana/Photos/hall');
    // A refused file still tells where the admin was looking.
    chosen.next = ['/tmp/notes.png'];
    expect(await ipc.invoke(IPC.imagePick)).toMatchObject({ ok: false });
    await ipc.invoke(IPC.imagePick);
    expect(startedIn()).toBe('/tmp');
  });
});
