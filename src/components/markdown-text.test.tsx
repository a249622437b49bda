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
