import { excerpt } from '@/utils/excerpt';
import { parseMarkdown, type Inline } from '@/utils/markdown';

/** How many words of a page's text describe it to search engines and share cards. */
const SUMMARY_WORDS = 30;

function inlineText(parts: readonly Inline[]): string {
  return parts
    .map((part) => {
      switch (part.kind) {
        case 'text':
        case 'code':
          return part.text;
        case 'break':
          return ' ';
        case 'strong':
        case 'em':
        case 'link':
          return inlineText(part.children);
      }
    })
    .join('');
}

/** A page's Markdown as the words a reader sees: no '#', '**', link addresses or list marks. */
export function markdownPlainText(source: string): string {
  return parseMarkdown(source)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
        case 'paragraph':
          return inlineText(block.children);
        case 'list':
          return block.items.map(inlineText).join(' ');
      }
    })
    .join(' ');
}

/** The first words of a page's text, as plain text (its head's description); '' for an empty page. */
export const pageSummary = (body: string): string => excerpt(markdownPlainText(body), SUMMARY_WORDS);
