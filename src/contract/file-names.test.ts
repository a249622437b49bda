import { fileSlug } from './file-names';

it('names a file after a title: plain letters and digits, accents dropped, words joined by dashes', () => {
  expect(fileSlug('Open Day: Campus Tour', 'm1')).toBe('open-day-campus-tour');
  expect(fileSlug('  Café à la Carte – 2026! ', 'm1')).toBe('cafe-a-la-carte-2026');
  expect(fileSlug('x'.repeat(80), 'm1')).toHaveLength(60);
});

it('falls back when nothing of the title can name a file', () => {
  expect(fileSlug('', 'm1')).toBe('m1');
  expect(fileSlug('日本語の会議', 'm1')).toBe('m1');
});
