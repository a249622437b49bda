import { linkTarget, parseInline, parseMarkdown } from './markdown';

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
        {
          kind: 'link',
          target: { kind: 'external', href: 'https://maps.example/x' },
          children: [{ kind: 'text', text: 'the map' }],
        },
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

  it('judges a link by where the browser takes it, not by how it starts', () => {
    const links = parseInline('[a](/\\evil.example/x) [b](/pages/privacy) [c](/%5Cevil.example)').filter(
      (part) => part.kind === 'link',
    );
    expect(links.map((part) => part.target)).toEqual([
      { kind: 'external', href: 'https://evil.example/x' },
      { kind: 'site', path: '/pages/privacy' },
      { kind: 'site', path: '/%5Cevil.example' },
    ]);
  });
});

describe('linkTarget', () => {
  const SITE = 'https://school.example';

  it.each([
    // Pages of this site, as a path the app's router follows.
    ['/pages/privacy', { kind: 'site', path: '/pages/privacy' }],
    ['/meetings?page=2#list', { kind: 'site', path: '/meetings?page=2#list' }],
    ['pages/privacy', { kind: 'site', path: '/pages/privacy' }],
    ['https://school.example/pages/terms', { kind: 'site', path: '/pages/terms' }],
    ['//school.example/pages/terms', { kind: 'site', path: '/pages/terms' }],
    // Browsers keep %5C as it is: a path on this site, not a backslash.
    ['/%5Cevil.example', { kind: 'site', path: '/%5Cevil.example' }],
    // On an https page, 'https:' without slashes is a path of the same site.
    ['https:evil.example', { kind: 'site', path: '/evil.example' }],
    // A path the parser reduces to '//evil.example' keeps one slash: it must not name a host.
    ['/.//evil.example', { kind: 'site', path: '/evil.example' }],
    ['#contact', { kind: 'plain', href: '#contact' }],
    [' \t#contact', { kind: 'plain', href: '#contact' }],
    ['mailto:office@school.example', { kind: 'plain', href: 'mailto:office@school.example' }],
    ['tel:+5511555', { kind: 'plain', href: 'tel:+5511555' }],
    // Other sites, however they are spelled (Chromium reads '/\' and '\\' as '//').
    ['https://maps.example/a', { kind: 'external', href: 'https://maps.example/a' }],
    ['http://school.example/a', { kind: 'external', href: 'http://school.example/a' }],
    ['/\\evil.example/x', { kind: 'external', href: 'https://evil.example/x' }],
    ['\\\\evil.example', { kind: 'external', href: 'https://evil.example/' }],
    ['//evil.example', { kind: 'external', href: 'https://evil.example/' }],
    ['\\/evil.example', { kind: 'external', href: 'https://evil.example/' }],
    [
      'https://school.example@evil.example/',
      { kind: 'external', href: 'https://school.example@evil.example/' },
    ],
    ['ht\ttps://evil.example', { kind: 'external', href: 'https://evil.example/' }],
    ['htt\nps://evil.example', { kind: 'external', href: 'https://evil.example/' }],
    // Schemes a link may never use: removed, however they are hidden.
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['java\nscript:alert(1)', undefined],
    ['\r\njavascript:alert(1)', undefined],
    ['\u0001javascript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['DATA:text/html,hi', undefined],
    ['da\tta:text/html,hi', undefined],
    ['vbscript:x', undefined],
    ['file:///etc/passwd', undefined],
    ['http://[oops', undefined],
  ])('%j → %j', (href, expected) => {
    expect(linkTarget(href, SITE)).toEqual(expected);
  });

  it("resolves against the site's own origin: 'https:x' leaves a site served over http", () => {
    expect(linkTarget('https:evil.example', 'http://localhost:3000')).toEqual({
      kind: 'external',
      href: 'https://evil.example/',
    });
    expect(linkTarget('/pages/a', 'http://localhost:3000')).toEqual({ kind: 'site', path: '/pages/a' });
  });

  it('by default judges an absolute address naming the site as another site, as before', () => {
    expect(linkTarget('https://school.example/pages/a')).toEqual({
      kind: 'external',
      href: 'https://school.example/pages/a',
    });
    expect(linkTarget('/\\evil.example')).toEqual({ kind: 'external', href: 'https://evil.example/' });
    expect(linkTarget('/pages/a')).toEqual({ kind: 'site', path: '/pages/a' });
  });
});
