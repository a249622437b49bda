import type { ReactNode } from 'react';

interface BannerPageProps {
  /** In the banner: the page's h1, or what keeps its place while the title loads. */
  heading: ReactNode;
  /** The section's own class, e.g. 'meetings-list'. */
  className: string;
  /** The container's own class, e.g. a narrow column. */
  columnClassName?: string;
  children: ReactNode;
}

/** A visitors' page: the banner with its title, then its one section in the site's container. */
export function BannerPage({ heading, className, columnClassName, children }: BannerPageProps) {
  return (
    <main>
      <section className="page-banner">{heading}</section>
      <section className={`section ${className}`}>
        <div className={columnClassName ? `container ${columnClassName}` : 'container'}>{children}</div>
      </section>
    </main>
  );
}
