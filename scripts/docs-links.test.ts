// The documentation's links hold: README.md, SECURITY.md and docs/**/*.md link to files that exist
// in the repository and to headings those files have (as GitHub names their anchors), and the
// README stays a doorway of at most 200 lines whose first command runs the product.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const README_MAX_LINES = 200;

/** The documentation's files, from the repository's root: the README, the policy and the handbook. */
function documentationFiles(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return walk(file);
      return entry.name.endsWith('.md') ? [file] : [];
    });
  return [
    ...['README.md', 'SECURITY.md'].filter((file) => existsSync(path.join(root, file))),
    ...(existsSync(path.join(root, 'docs')) ? walk('docs') : []),
  ];
}

/** The Markdown's lines outside fenced code blocks, where links and headings are what they seem. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (fence !== undefined && marker?.startsWith(fence[0] ?? '') && marker.length >= fence.length)
      fence = undefined;
    else if (fence === undefined) lines.push(line);
  }
  return lines;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file offers: its headings' (a repeated one gets -1, -2…), and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const anchor = headingAnchor(heading);
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) if (match[1]) anchors.add(match[1]);
  }
  return anchors;
}

/** The link targets written in a file: inline links and images, and reference definitions. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    // Inline code is text, whatever it holds.
    const text = line.replace(/(`+)[^`]*?\1/g, '');
    for (const match of text.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
      if (match[1]) targets.push(match[1].replace(/^<|>$/g, ''));
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(text)?.[1];
    if (definition) targets.push(definition.replace(/^<|>$/g, ''));
  }
  return targets;
}

/** What is wrong with the links of these files, one line each: `file: target (why)`. */
function brokenLinks(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let found = anchorCache.get(file);
    if (!found) {
      found = anchorsOf(readFileSync(file, 'utf8'));
      anchorCache.set(file, found);
    }
    return found;
  };
  for (const file of files) {
    const source = path.join(root, file);
    for (const target of linkTargets(readFileSync(source, 'utf8'))) {
      // Other sites and schemes (https:, mailto:) are not checked here.
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [rawPath = '', rawAnchor] = target.split('#', 2);
      const linkedPath = decodeURIComponent(rawPath);
      const resolved =
        linkedPath === ''
          ? source
          : linkedPath.startsWith('/')
            ? path.join(root, linkedPath)
            : path.resolve(path.dirname(source), linkedPath);
      const relative = path.relative(root, resolved);
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        problems.push(`${file}: ${target} (outside the repository)`);
        continue;
      }
      if (!existsSync(resolved)) {
        problems.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (rawAnchor === undefined || rawAnchor === '') continue;
      const page = statSync(resolved).isDirectory() ? path.join(resolved, 'README.md') : resolved;
      if (!page.endsWith('.md') || !existsSync(page)) continue;
      if (!anchors(page).has(decodeURIComponent(rawAnchor))) {
        problems.push(`${file}: ${target} (no heading #${rawAnchor} in ${path.relative(root, page)})`);
      }
    }
  }
  return problems;
}

describe('the documentation', () => {
  const files = documentationFiles(ROOT);

  it('is the README, SECURITY.md and the handbook under docs/', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'SECURITY.md', 'docs/README.md']));
  });

  it('links only to files the repository has, and only to headings they have', () => {
    expect(brokenLinks(ROOT, files)).toEqual([]);
  });

  it('keeps the README a doorway of at most 200 lines', () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('starts the README with the command that runs the product, and gives the one that tests it', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const commands = [...readme.matchAll(/```sh\n([^`]*?)\n```/g)].map((match) => match[1]);
    expect(commands[0]).toBe('npm install && npm start');
    expect(commands).toContain('npm install && npm test');
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['start', 'test']));
  });
});

describe('the link check', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
    mkdirSync(path.join(root, 'docs', 'guide'), { recursive: true });
    writeFileSync(
      path.join(root, 'docs', 'guide', 'setup.md'),
      '# Setup\n\n## `npm run bench:rush`\n\n## Notes\n\n## Notes\n\n```sh\n# not a heading\n```\n',
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const check = (markdown: string) => {
    writeFileSync(path.join(root, 'README.md'), markdown);
    return brokenLinks(root, ['README.md']);
  };

  it('accepts files, folders, headings as GitHub names them, repeated headings and other sites', () => {
    expect(
      check(
        '[a](docs/guide/setup.md) [b](docs/guide/setup.md#npm-run-benchrush) [c](docs/guide/) ' +
          '[d](docs/guide/setup.md#notes-1) [e](https://example.com/x.md) [f](#top)\n\n# Top\n',
      ),
    ).toEqual([]);
  });

  it('names a missing file, a missing heading and a link out of the repository', () => {
    expect(
      check(
        '[a](docs/guide/install.md) [b](docs/guide/setup.md#not-a-heading) [c](../elsewhere/README.md)\n',
      ),
    ).toEqual([
      'README.md: docs/guide/install.md (no such file)',
      'README.md: docs/guide/setup.md#not-a-heading (no heading #not-a-heading in docs/guide/setup.md)',
      'README.md: ../elsewhere/README.md (outside the repository)',
    ]);
  });

  it('takes what code blocks and inline code hold as text, not links or headings', () => {
    expect(check('`[a](missing.md)`\n\n```\n[b](missing.md)\n```\n')).toEqual([]);
    expect(check('[a](docs/guide/setup.md#not-a-heading)\n')).toHaveLength(1);
  });
});
