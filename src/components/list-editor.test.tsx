import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListEditor } from './list-editor';

interface Link {
  label: string;
}

/** A list of links with one text field each, as a form would hold it. */
function Links({ start, max = 3 }: { start: Link[]; max?: number }) {
  const [links, setLinks] = useState(start);
  return (
    <>
      <ListEditor
        label="Links"
        itemName="link"
        items={links}
        onChange={setLinks}
        max={max}
        newItem={() => ({ label: '' })}
        renderItem={(link, index, change) => (
          <label>
            Label {index + 1}
            <input value={link.label} onChange={(event) => change({ label: event.target.value })} />
          </label>
        )}
      />
      <output aria-label="Saved">{links.map((link) => link.label).join(', ')}</output>
    </>
  );
}

const saved = () => screen.getByRole('status', { name: 'Saved' }).textContent;
const items = () => screen.queryAllByRole('group', { name: /^Link \d$/ });

it('adds items up to the max, then disables Add and says why', async () => {
  const user = userEvent.setup();
  render(<Links start={[{ label: 'One' }]} />);
  const add = screen.getByRole('button', { name: 'Add link' });
  expect(add).toHaveAccessibleDescription('1 of 3 links.');

  await user.click(add);
  // The new item's first field takes the focus, ready to type in.
  expect(screen.getByLabelText('Label 2')).toHaveFocus();
  await user.keyboard('Two');
  await user.click(add);
  await user.type(screen.getByLabelText('Label 3'), 'Three');

  expect(items()).toHaveLength(3);
  expect(saved()).toBe('One, Two, Three');
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription('3 of 3 links: the most there can be. Remove one to add another.');
});

it('removes the item a Remove button names, and says so', async () => {
  const user = userEvent.setup();
  render(<Links start={[{ label: 'One' }, { label: 'Two' }, { label: 'Three' }]} />);
  expect(screen.getByRole('button', { name: 'Add link' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Remove link 2' }));

  expect(saved()).toBe('One, Three');
  expect(screen.getByText('Link 2 removed.')).toBeInTheDocument();
  // The item that took its place keeps the focus on its own Remove.
  expect(screen.getByRole('button', { name: 'Remove link 2' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Add link' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Remove link 2' }));
  await user.click(screen.getByRole('button', { name: 'Remove link 1' }));
  expect(saved()).toBe('');
  expect(screen.getByText('No links.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add link' })).toHaveFocus();
});

it('reorders with Move up and Move down, the fields and the focus moving with their item', async () => {
  const user = userEvent.setup();
  render(<Links start={[{ label: 'One' }, { label: 'Two' }, { label: 'Three' }]} />);
  expect(screen.getByRole('button', { name: 'Move up link 1' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move down link 3' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Move up link 3' }));
  expect(saved()).toBe('One, Three, Two');
  expect(screen.getByText('Link 3 moved to position 2.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move up link 2' })).toHaveFocus();

  // From the keyboard: pressing again takes it to the top, where Move down takes the focus.
  await user.keyboard('{Enter}');
  expect(saved()).toBe('Three, One, Two');
  expect(screen.getByRole('button', { name: 'Move down link 1' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Move down link 2' }));
  expect(saved()).toBe('Three, Two, One');
  expect(items().map((item) => within(item).getByRole('textbox'))).toEqual([
    screen.getByDisplayValue('Three'),
    screen.getByDisplayValue('Two'),
    screen.getByDisplayValue('One'),
  ]);
});

it('edits an item in place', async () => {
  const user = userEvent.setup();
  render(<Links start={[{ label: 'One' }, { label: 'Two' }]} />);
  await user.type(screen.getByLabelText('Label 2'), '!');
  expect(saved()).toBe('One, Two!');
});
