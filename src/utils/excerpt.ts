import { EXCERPT_WORDS } from '@/config/constants';

/**
 * Words a cut text cannot end on ("see the classrooms and."): conjunctions, prepositions,
 * articles and the like, in English and in Portuguese (the demo school's), lower case.
 */
const DANGLING = new Set([
  ...['a', 'an', 'the', 'and', 'or', 'but', 'nor', 'so', 'yet', 'if', 'as', 'than', 'that'],
  ...['of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into', 'onto', 'about'],
  ...['over', 'under', 'between', 'through', 'after', 'before', 'during', 'without', 'via'],
  ...['our', 'your', 'their', 'its', 'his', 'her', 'my', 'this', 'these', 'those', 'every'],
  ...['e', 'ou', 'mas', 'o', 'os', 'as', 'um', 'uma', 'de', 'do', 'da', 'dos', 'das', 'em'],
  ...['no', 'na', 'nos', 'nas', 'para', 'com', 'por', 'pelo', 'pela', 'que', 'ao', 'aos'],
]);

/** Punctuation a cut word may end with, which would stand before the added period ("students,."). */
const TRAILING_PUNCTUATION = /[.,;:!?\u2026\-–—]+$/;

const bare = (word: string) => word.replace(TRAILING_PUNCTUATION, '').toLowerCase();

/**
 * The first `words` words; a period is added when the text was longer (the spec's rule). The cut
 * steps back over words the sentence cannot stop on and over the cut word's punctuation, so the
 * excerpt reads "see the classrooms." and never "see the classrooms and." or "students,.".
 */
export function excerpt(text: string, words: number = EXCERPT_WORDS): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  const kept = all.slice(0, words);
  // At least one word stays, whatever it is: an excerpt is never empty when its text is not.
  while (kept.length > 1 && DANGLING.has(bare(kept[kept.length - 1] ?? ''))) kept.pop();
  return `${kept.join(' ').replace(TRAILING_PUNCTUATION, '')}.`;
}
