import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { MarkdownText } from './markdown-text';

it('draws headings under the page title, lists and links, and shows HTML as text', () => {
  const { container } = renderWithProviders(
    <MarkdownText
      source={[
        '# What we keep',
        '',
        'Your **account** and <b>messages</b> <img src=x onerror=alert(1)>.',
        '',
        '- [Contact us](/pages/contact)',
        '- [Our map](https://maps.example/school)',
        '- [Write](mailto:office@school.example)',
        '- [Run](javascript:alert(1))',
      ].join('\n')}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'What we keep' })).toBeInTheDocument();
  expect(screen.getByText('account').tagName).toBe('STRONG');
  expect(screen.getByText(/<b>messages<\/b> <img src=x onerror=alert\(1\)>\./)).toBeInTheDocument();
  expect(container.querySelector('b, img, script')).toBeNull();
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/pages/contact');
  const external = screen.getByRole('link', { name: 'Our map (opens in a new tab)' });
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Write' })).toHaveAttribute('href', 'mailto:office@school.example');
  expect(screen.queryByRole('link', { name: 'Run' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
});

it('sends a link that leaves the site, however it is spelled, to a new tab, and keeps the rest in the app', () => {
  renderWithProviders(
    <MarkdownText
      source={[
        '- [Backslash](/\\evil.example/x)',
        '- [Two backslashes](\\\\evil.example)',
        '- [No scheme](//evil.example)',
        '- [Encoded](/%5Cevil.example)',
        '- [Dot segment](/.//evil.example)',
        '- [Same scheme](https:evil.example)',
        '- [Hidden scheme](\u0001javascript:alert%281%29)',
        '- [Data](data:text/html,hi)',
      ].join('\n')}
    />,
  );
  for (const [name, href] of [
    ['Backslash', 'https://evil.example/x'],
    ['Two backslashes', 'https://evil.example/'],
    ['No scheme', 'https://evil.example/'],
  ] as const) {
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const [name, href] of [
    ['Encoded', '/%5Cevil.example'],
    ['Dot segment', '/evil.example'],
    ['Same scheme', '/evil.example'],
  ] as const) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
  }
  expect(screen.queryByRole('link', { name: /Hidden scheme|Data/ })).not.toBeInTheDocument();
  expect(screen.getByText('Hidden scheme')).toBeInTheDocument();
});

it("skips no heading level when the school's text starts at '##': its top headings sit right under the page's title", () => {
  const { container } = renderWithProviders(
    <MarkdownText
      source={['## Who we are', '', 'Text.', '', '### Our history', '', '## Visit us'].join('\n')}
    />,
  );
  expect([...container.querySelectorAll('h2, h3, h4')].map((heading) => heading.tagName)).toEqual([
    'H2',
    'H3',
    'H2',
  ]);
});
