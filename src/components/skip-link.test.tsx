import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves focus to the main content', async () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/meetings">MEETINGS</a>
        </nav>
        <main>
          <h1>Upcoming Meetings</h1>
        </main>
      </>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("leads to the layouts' #main, which exists and takes focus (an audited skip link needs a real target)", async () => {
    render(
      <>
        <SkipLink />
        <div id="main" tabIndex={-1}>
          <main>
            <h1>Upcoming Meetings</h1>
          </main>
        </div>
      </>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.click(skip);
    expect(document.getElementById('main')).toHaveFocus();
  });
});
