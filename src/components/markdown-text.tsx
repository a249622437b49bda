import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type Block, type Inline, type LinkTarget } from '@/utils/markdown';

const HEADINGS = ['h2', 'h3', 'h4', 'h5'] as const;

function InlineText({ parts }: { parts: readonly Inline[] }): ReactNode {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'strong':
        return (
          <strong key={index}>
            <InlineText parts={part.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <InlineText parts={part.children} />
          </em>
        );
      case 'link':
        return <MarkdownLink key={index} target={part.target} parts={part.children} />;
    }
  });
}

/**
 * A page of this site stays in the app; a place on the page, an e-mail or a telephone number is a
 * plain link; another site opens in a new tab, and says so (markdown.ts's linkTarget decides which).
 */
function MarkdownLink({ target, parts }: { target: LinkTarget; parts: readonly Inline[] }) {
  switch (target.kind) {
    case 'site':
      return (
        <Link to={target.path}>
          <InlineText parts={parts} />
        </Link>
      );
    case 'plain':
      return (
        <a href={target.href}>
          <InlineText parts={parts} />
        </a>
      );
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          <InlineText parts={parts} /> <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      );
  }
}

function BlockElement({
  block,
  headingLevel,
  shallowest,
}: {
  block: Block;
  headingLevel: number;
  /** The text's own top level ('#' or '##'…): it becomes `headingLevel`, so no level is skipped. */
  shallowest: number;
}) {
  switch (block.kind) {
    case 'heading': {
      const Heading =
        HEADINGS[Math.min(HEADINGS.length - 1, headingLevel - 2 + block.level - shallowest)] ?? 'h5';
      return (
        <Heading>
          <InlineText parts={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <InlineText parts={block.children} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText parts={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

export interface MarkdownTextProps {
  /** What the school wrote. */
  source: string;
  /** The level its top headings take (written '#' or '##'), the others below it: 2 under a page's own h1. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A school's Markdown, drawn with React elements only: whatever HTML it contains shows as the
 * characters typed, never as markup, and links lead only to the web, e-mail, telephone or this site.
 */
export function MarkdownText({ source, headingLevel = 2, className }: MarkdownTextProps) {
  const blocks = parseMarkdown(source);
  const levels = blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : []));
  const shallowest = levels.length > 0 ? Math.min(...levels) : 1;
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        <BlockElement key={index} block={block} headingLevel={headingLevel} shallowest={shallowest} />
      ))}
    </div>
  );
}
