/**
 * The Markdown a school writes its pages and answers in, read into a small tree: headings,
 * paragraphs, lists, links, emphasis and code. There is no raw HTML: a '<' is a character like
 * any other, and the tree is drawn with React elements (components/markdown-text), never as HTML.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** Where a link may lead: the web, an e-mail, a telephone number, or a page of this site. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(trimmed)) return trimmed;
  // A path on this site ('/meetings', '/pages/privacy'), or a place on the same page.
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  return undefined;
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
      const href = safeHref(link[2] ?? '');
      const children = parseInline(link[1] ?? '');
      // A link to somewhere it may not lead is kept as its words only.
      if (href === undefined) out.push(...children);
      else out.push({ kind: 'link', href, children });
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
