import { render, screen } from '@testing-library/react';
import { Footer } from './footer';

describe('Footer', () => {
  it('has the 2022 copyright line with the company placeholder', () => {
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Copyright © 2022 Your Company Name. All Rights Reserved.',
    );
  });

  it('credits design and distribution with links that open in a new tab', () => {
    render(<Footer />);
    const design = screen.getByRole('link', { name: /TemplateMo/ });
    const distribution = screen.getByRole('link', { name: /ThemeWagon/ });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Design: TemplateMo');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Distribution: ThemeWagon');
    for (const link of [design, distribution]) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
