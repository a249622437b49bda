import { EXCERPT_WORDS } from '@/config/constants';

/** The first `words` words; a period is added when the text was longer. */
export function excerpt(text: string, words: number = EXCERPT_WORDS): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  // 'students,' + '.' would read 'students,.': drop the cut word's trailing punctuation first.
  return `${all
    .slice(0, words)
    .join(' ')
    .replace(/[.,;:!?\u2026-]+$/, '')}.`;
}
