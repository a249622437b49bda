import { markdownPlainText, pageSummary } from './page-summary';

describe("a content page's summary", () => {
  it('is the words a reader sees, without Markdown marks or link addresses', () => {
    expect(
      markdownPlainText(
        '# Privacy\n\nWe keep **only** what we _need_.\n\n- [Write](mailto:a@b.example) to us\n- `code`',
      ),
    ).toBe('Privacy We keep only what we need. Write to us code');
  });

  it('keeps the first 30 words, and is empty for an empty page', () => {
    const body = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    expect(pageSummary(body).split(' ')).toHaveLength(30);
    expect(pageSummary(body).endsWith('word29.')).toBe(true);
    expect(pageSummary('')).toBe('');
  });
});
