import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  className: string;
  /** The title's heading level: a page's (1) or a part's (2). */
  level: 1 | 2;
  title: string;
  titleClassName: string;
  children: ReactNode;
}

/** A section named by its own heading, for screen readers' list of regions. */
export function TitledSection({ className, level, title, titleClassName, children }: TitledSectionProps) {
  const id = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
