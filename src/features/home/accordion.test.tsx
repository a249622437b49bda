import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = [
  { id: 'one', title: 'First item', content: <p>First text</p> },
  { id: 'two', title: 'Second item', content: <p>Second text</p> },
  { id: 'three', title: 'Third item', content: <p>Third text</p> },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('Accordion', () => {
  it('starts closed, each button controlling its own hidden panel', () => {
    render(<Accordion items={items} />);
    expect(expanded()).toHaveLength(0);
    for (const item of items) {
      const button = trigger(item.title);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(screen.queryByText('First text')).not.toBeVisible();
  });

  it('opens a clicked item and closes the one that was open: at most one is open', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(trigger('First item'));
    expect(trigger('First item')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First text')).toBeVisible();
    expect(screen.getByRole('region', { name: 'First item' })).toBeVisible();

    await userEvent.click(trigger('Third item'));
    expect(expanded()).toEqual([trigger('Third item')]);
    expect(screen.getByText('Third text')).toBeVisible();
    expect(screen.getByText('First text')).not.toBeVisible();
  });

  it('closes the open item when it is clicked again', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(trigger('Second item'));
    await userEvent.click(trigger('Second item'));
    expect(expanded()).toHaveLength(0);
    expect(screen.getByText('Second text')).not.toBeVisible();
  });

  it('marks the open item for the orange title and turned chevron', async () => {
    render(<Accordion items={items} defaultOpenId="two" />);
    const openItem = trigger('Second item').closest('.accordion__item');
    expect(openItem).toHaveClass('accordion__item--open');
    await userEvent.click(trigger('First item'));
    expect(openItem).not.toHaveClass('accordion__item--open');
    expect(trigger('First item').closest('.accordion__item')).toHaveClass('accordion__item--open');
  });

  it('works from the keyboard', async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    expect(trigger('First item')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger('First item')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(trigger('First item')).toHaveAttribute('aria-expanded', 'false');
  });
});
