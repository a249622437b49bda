import path from 'node:path';
import type { SaveDialogOptions } from 'electron';
import { saveDialogFor, type Download } from './downloads';

function download(filename: string): Download & { given: SaveDialogOptions[] } {
  const given: SaveDialogOptions[] = [];
  return {
    given,
    getFilename: () => filename,
    setSaveDialogOptions: (options) => {
      given.push(options);
    },
  };
}

describe('the Save dialog of a download', () => {
  it('is titled with the file name and opens in the Downloads folder', () => {
    const item = download('registrations-open-day.csv');
    saveDialogFor(item, '/home/ana/Downloads');
    expect(item.given).toEqual([
      {
        title: 'Save registrations-open-day.csv',
        buttonLabel: 'Save',
        defaultPath: path.join('/home/ana/Downloads', 'registrations-open-day.csv'),
      },
    ]);
  });

  it('never lets a name lead out of the Downloads folder', () => {
    const item = download('../../etc/passwd');
    expect(saveDialogFor(item, '/home/ana/Downloads').defaultPath).toBe(
      path.join('/home/ana/Downloads', 'passwd'),
    );
    expect(saveDialogFor(download(''), '/d').defaultPath).toBe(path.join('/d', 'download'));
  });
});
