/**
 * The Markdown a school writes its pages and answers in, read into a small tree: headings,
 * paragraphs, lists, links, emphasis and code. There is no raw HTML: a '<' is a character like
 * any other, and the tree is drawn with React elements (components/markdown-text), never as HTML.
 */

/**
 * Where a link leads, decided once by linkTarget: a page of this site (drawn as an in-app link to
 * `path`), a plain link that stays put or opens the visitor's own program (`#place`, mailto:,
 * tel:), or another site (drawn to open in a new tab). Each holds the address as the URL parser
 * resolved it, never the text as written, so what was judged is what the browser follows.
 */
export type LinkTarget =
  { kind: 'site'; path: string } | { kind: 'plain'; href: string } | { kind: 'external'; href: string };

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; target: LinkTarget; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/**
 * The origin the Markdown's links are judged against: a stand-in for the site's own (`.invalid`
 * names no real host, RFC 2606), the same on the server, in the browser, in the admin's preview and
 * in the desktop app, so a page hydrates as it was drawn. A relative address resolves to it, as the
 * browser resolves it to the page's; an absolute one keeps its own origin, so it counts as another
 * site even when it names this one (it then opens in a new tab, as it always has).
 */
export const MARKDOWN_SITE_ORIGIN = 'https://site.invalid';

/** The URL parser's first step: tabs and newlines anywhere, and controls or spaces at either end, dropped. */
const asTheParserReadsIt = (href: string): string =>
  href.replace(/[\t\n\r]/g, '').replace(/^[\0-\x20]+|[\0-\x20]+$/g, '');

/**
 * Where a link written in the school's Markdown may lead, or undefined where it may not (any
 * scheme but http(s), mailto: and tel:, such as javascript: or data:). Same site or not is decided
 * the way the browser will follow the link: resolved against the site's origin by the WHATWG URL
 * parser, then compared by origin. So `/\evil.example` and `\\evil.example` (read as
 * `//evil.example`), `https:evil.example`, or a scheme split by a tab are judged by where they really
 * go, not by how they start.
 */
export function linkTarget(href: string, siteOrigin: string = MARKDOWN_SITE_ORIGIN): LinkTarget | undefined {
  const written = asTheParserReadsIt(href);
  let url: URL;
  let site: URL;
  try {
    site = new URL(siteOrigin);
    url = new URL(written, site);
  } catch {
    return undefined;
  }
  // A place on this page ('#contact'): a fragment-only reference, the only kind starting with '#'.
  if (written.startsWith('#')) return { kind: 'plain', href: url.hash || '#' };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'plain', href: url.href };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.origin !== site.origin) return { kind: 'external', href: url.href };
  // One leading slash: a path such as '//evil.example' (from '/.//evil.example') would name a host.
  return { kind: 'site', path: `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}` };
}

/** The markers that open an inline span, and what closes them. */
const SPANS: readonly { open: string; close: string; kind: 'strong' | 'em' | 'code' }[] = [
  { open: '**', close: '**', kind: 'strong' },
  { open: '__', close: '__', kind: 'strong' },
  { open: '*', close: '*', kind: 'em' },
  { open: '_', close: '_', kind: 'em' },
  { open: '`', close: '`', kind: 'code' },
];

function pushText(out: Inline[], text: string): void {
  const last = out.at(-1);
  if (last?.kind === 'text') last.text += text;
  else if (text) out.push({ kind: 'text', text });
}

/** Text with its emphasis, code, links and line breaks (two spaces or a backslash before a newline). */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const escaped = /^\\([\\`*_[\]()#+\-.!])/.exec(rest);
    if (escaped) {
      pushText(out, escaped[1] ?? '');
      at += 2;
      continue;
    }
    const lineBreak = /^( {2,}|\\)\n/.exec(rest);
    if (lineBreak) {
      out.push({ kind: 'break' });
      at += lineBreak[0].length;
      continue;
    }
    const link = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      const target = linkTarget(link[2] ?? '');
      const children = parseInline(link[1] ?? '');
      // A link to somewhere it may not lead is kept as its words only.
      if (target === undefined) out.push(...children);
      else out.push({ kind: 'link', target, children });
      at += link[0].length;
      continue;
    }
    // An underscore inside a word (snake_case) is part of the word, as in Markdown.
    const inWord = at > 0 && /\w/.test(source[at - 1] ?? '');
    const span = SPANS.find(({ open }) => rest.startsWith(open) && !(open.startsWith('_') && inWord));
    if (span) {
      const end = rest.indexOf(span.close, span.open.length);
      const inner = end > span.open.length ? rest.slice(span.open.length, end) : '';
      if (inner && !inner.startsWith(' ') && !inner.endsWith(' ')) {
        out.push(
          span.kind === 'code'
            ? { kind: 'code', text: inner }
            : { kind: span.kind, children: parseInline(inner) },
        );
        at += end + span.close.length;
        continue;
      }
    }
    pushText(out, source[at] ?? '');
    at += 1;
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/**
 * The blocks of a text: '#' headings (levels past three read as three), lists of '-', '*' or
 * '1.' lines, and paragraphs separated by blank lines.
 */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (line.trim() === '') {
      endParagraph();
    } else if (heading) {
      endParagraph();
      const level = Math.min(3, heading[1]?.length ?? 1) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (item && paragraph.length === 0) {
      const ordered = !BULLET.test(line);
      const items: Inline[][] = [];
      let next = index;
      // The list goes on while its lines are items of the same kind.
      while (next < lines.length) {
        const current = lines[next] ?? '';
        const match = ordered ? NUMBERED.exec(current) : BULLET.exec(current);
        if (!match) break;
        items.push(parseInline(match[1] ?? ''));
        next += 1;
      }
      blocks.push({ kind: 'list', ordered, items });
      index = next - 1;
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
