import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scrollToAnchor } from '@/lib/scroll';
import { renderWithProviders } from '@/testing/render';
import { ApplySection } from './apply-section';

vi.mock('@/lib/scroll', () => ({ scrollToAnchor: vi.fn(() => true) }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('ApplySection', () => {
  it('is the apply anchor, with its heading and two promotional cards', () => {
    renderWithProviders(<ApplySection />);
    const section = screen.getByRole('region', { name: 'APPLY FOR BACHELOR DEGREE' });
    expect(section).toHaveAttribute('id', 'apply');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Apply For Bachelor Degree' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apply For Master Degree' })).toBeInTheDocument();
  });

  it("has 'Join Us Now!' links to #contact that scroll smoothly instead of jumping", () => {
    renderWithProviders(<ApplySection />);
    const links = screen.getAllByRole('link', { name: 'Join Us Now!' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '#contact');
    const [first] = links;
    if (!first) throw new Error('no link');
    // fireEvent answers false when the click's default (the jump) was prevented.
    expect(fireEvent.click(first)).toBe(false);
    expect(scrollToAnchor).toHaveBeenCalledWith('contact');
    // Where no contact section is on the page, the plain anchor still works.
    vi.mocked(scrollToAnchor).mockReturnValueOnce(false);
    expect(fireEvent.click(first)).toBe(true);
  });

  it('has an accordion of four items, one of them linking to the template site in a new tab', async () => {
    renderWithProviders(<ApplySection />);
    // The cards' calls to action are links, so every button here is an accordion item.
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    const external = screen.getByRole('link', { name: /TemplateMo/ });
    expect(external).toHaveAttribute('href', 'https://templatemo.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Opening another item closes the first.
    await userEvent.click(screen.getByRole('button', { name: 'Please Tell Your Friends' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /TemplateMo/ })).not.toBeInTheDocument();
  });
});
