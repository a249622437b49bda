import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeContent } from '@/contract';
import { scrollToAnchor } from '@/lib/scroll';
import { EMPTY_HOME, homePageData } from '@/testing/home-fixtures';
import { renderWithProviders } from '@/testing/render';
import { ApplySectionView } from './apply-section';
import { ApplySection } from './home-content-sections';

vi.mock('@/lib/scroll', () => ({ scrollToAnchor: vi.fn(() => true) }));

afterEach(() => {
  vi.clearAllMocks();
});

const renderSection = (content: Partial<HomeContent> = {}) =>
  renderWithProviders(<ApplySection />, { pageData: homePageData(content) });

describe('ApplySection', () => {
  it("is the apply anchor, with the school's heading and cards", () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'APPLY FOR BACHELOR DEGREE' });
    expect(section).toHaveAttribute('id', 'apply');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Apply For Bachelor Degree' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apply For Master Degree' })).toBeInTheDocument();
    expect(screen.getByText(/built around small classes/)).toBeInTheDocument();
  });

  it("has the cards' buttons as links to #contact that scroll smoothly instead of jumping", () => {
    renderSection({
      applyCards: [
        { title: 'Evening classes', text: '', buttonLabel: 'Ask about evenings' },
        { title: 'Summer school', text: 'Two weeks in July.', buttonLabel: 'Book a place' },
      ],
    });
    const links = [
      screen.getByRole('link', { name: 'Ask about evenings' }),
      screen.getByRole('link', { name: 'Book a place' }),
    ];
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

  it('has an accordion of the questions, the first open, its Markdown link opening in a new tab', async () => {
    renderSection();
    // The cards' calls to action are links, so every button here is an accordion item.
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'About This Education Template' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const external = screen.getByRole('link', { name: /TemplateMo/ });
    expect(external).toHaveAttribute('href', 'https://templatemo.com/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Opening another item closes the first.
    await userEvent.click(screen.getByRole('button', { name: 'Please Tell Your Friends' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByText('Tell your friends about our open days.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /TemplateMo/ })).not.toBeInTheDocument();
  });

  it('renders an answer as safe Markdown: emphasis and lists, HTML and scripts shown as typed', () => {
    const answer =
      'Read **carefully**:\n\n- one\n- two\n\n<script>alert("x")</script> <img src=x onerror="alert(1)"> [bad](javascript:alert(1))';
    renderSection({ faq: [{ question: 'Is it safe?', answer }] });
    const panel = screen.getByRole('region', { name: 'Is it safe?' });
    expect(within(panel).getByText('carefully').tagName).toBe('STRONG');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(panel).toHaveTextContent('<script>alert("x")</script>');
    expect(panel).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(panel.querySelector('script, img')).toBeNull();
    for (const link of within(panel).queryAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
    }
  });

  it('leaves out the heading, the cards or the questions the school has not written', () => {
    renderSection({ applyHeading: '', applyCards: [] });
    const section = document.getElementById('apply');
    expect(section).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('keeps only its empty anchor, for the top bar to scroll to, when the school has written nothing', () => {
    renderSection(EMPTY_HOME);
    const anchor = document.getElementById('apply');
    expect(anchor).not.toBeNull();
    expect(anchor).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a draft handed to its view, as the admin preview does', () => {
    renderWithProviders(
      <ApplySectionView
        heading="Join our school"
        cards={[{ title: 'Open day', text: 'Saturday at ten.', buttonLabel: 'Come along' }]}
        faq={[]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Join our school' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Come along' })).toHaveAttribute('href', '#contact');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
