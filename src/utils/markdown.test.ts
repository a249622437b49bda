import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(
      parseMarkdown(
        '# Privacy notice\n\nWe keep\nyour account.\n\n- your name\n- your e-mail\n\n1. ask\n2) answer\n### Deep ##',
      ),
    ).toEqual([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Privacy notice' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'We keep\nyour account.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'your name' }], [{ kind: 'text', text: 'your e-mail' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'ask' }], [{ kind: 'text', text: 'answer' }]],
      },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Deep' }] },
    ]);
  });

  it('reads headings past three levels as three, and Windows line ends as any other', () => {
    expect(parseMarkdown('###### Small\r\ntext')).toEqual([
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Small' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'text' }] },
    ]);
  });

  it('keeps HTML as the characters typed', () => {
    expect(parseMarkdown('<script>alert(1)</script> <b>bold</b>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script> <b>bold</b>' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads emphasis, code, links and line breaks', () => {
    expect(parseInline('**Open** *day* at `10:00`, see [the map](https://maps.example/x)  \nthanks')).toEqual(
      [
        { kind: 'strong', children: [{ kind: 'text', text: 'Open' }] },
        { kind: 'text', text: ' ' },
        { kind: 'em', children: [{ kind: 'text', text: 'day' }] },
        { kind: 'text', text: ' at ' },
        { kind: 'code', text: '10:00' },
        { kind: 'text', text: ', see ' },
        { kind: 'link', href: 'https://maps.example/x', children: [{ kind: 'text', text: 'the map' }] },
        { kind: 'break' },
        { kind: 'text', text: 'thanks' },
      ],
    );
  });

  it('leaves a lone star, an underscore inside a word and an escaped marker as they are', () => {
    expect(parseInline('5 * 3 = snake_case_name \\*not em\\*')).toEqual([
      { kind: 'text', text: '5 * 3 = snake_case_name *not em*' },
    ]);
  });

  it('keeps only the words of a link to somewhere it may not lead', () => {
    const parts = parseInline('[click](javascript:alert(1)) [data](data:text/html,x)');
    expect(parts.some((part) => part.kind === 'link')).toBe(false);
    expect(parts.map((part) => (part.kind === 'text' ? part.text : '')).join('')).toBe('click) data');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://school.example/a', 'https://school.example/a'],
    ['http://school.example', 'http://school.example'],
    ['mailto:office@school.example', 'mailto:office@school.example'],
    ['tel:+5511555', 'tel:+5511555'],
    ['/pages/privacy', '/pages/privacy'],
    ['#contact', '#contact'],
    ['//evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['vbscript:x', undefined],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
