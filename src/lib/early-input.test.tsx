import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyInput } from './early-input';

/** A form as the sign-up page has it: one state for all fields, each change read when it is applied. */
function Form({ sent }: { sent: (name: string, note: string) => void }) {
  const [fields, setFields] = useState({ name: '', note: '' });
  const [open, setOpen] = useState(false);
  const change = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent(fields.name, fields.note);
      }}
    >
      <input aria-label="Name" value={fields.name} onChange={change('name')} />
      <textarea aria-label="Note" value={fields.note} onChange={change('note')} />
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      {open && <p>Menu open</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('input before the page comes to life', () => {
  it('is held, then handed to the app: typed text, a button press and a send, in order', async () => {
    const sends: [string, string][] = [];
    const sent = (name: string, note: string) => sends.push([name, note]);
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form sent={sent} />);
    document.body.append(root);
    const release = holdEarlyInput(root);

    // The visitor types and presses before the scripts have arrived.
    const name = root.querySelector('input') as HTMLInputElement;
    const note = root.querySelector('textarea') as HTMLTextAreaElement;
    for (const [field, text] of [
      [name, 'Maria Silva'],
      [note, 'Is there parking?'],
    ] as const) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const [menu, send] = [...root.querySelectorAll('button')];
    menu?.click();
    send?.click();
    const nativeSubmit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(nativeSubmit);
    // Nothing left the page: a plain form would have gone out with the fields in its URL.
    expect(nativeSubmit.defaultPrevented).toBe(true);

    await act(async () => {
      hydrateRoot(root, <Form sent={sent} />);
      await Promise.resolve();
    });
    act(() => release());

    // However busy the machine, the held input reaches the app: no fixed wait.
    await vi.waitFor(() => expect(root.textContent).toContain('Menu open'));
    // The click on Send and the form's own submit (Enter in a field) are both sent, with the text typed.
    expect(sends).toEqual([
      ['Maria Silva', 'Is there parking?'],
      ['Maria Silva', 'Is there parking?'],
    ]);
    root.remove();
  });

  it('lets links be, and lets go once the app has the page', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="#apply">Apply</a><button type="button">Menu</button>';
    document.body.append(root);
    const release = holdEarlyInput(root);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')?.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    const onButton = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')?.dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(true);
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const afterwards = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')?.dispatchEvent(afterwards);
    expect(afterwards.defaultPrevented).toBe(false);
    root.remove();
  });

  it('hands over part by part: what was done in a part that came to life, the rest still held', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div id="menu"><button type="button">Menu</button></div><div id="form"><input aria-label="Name" /><button type="button">Send</button></div>';
    document.body.append(root);
    const release = holdEarlyInput(root);
    const pressed: string[] = [];
    for (const button of root.querySelectorAll('button'))
      button.addEventListener('click', () => pressed.push(button.textContent));

    const [menu, send] = [...root.querySelectorAll('button')];
    menu?.click();
    send?.click();
    expect(pressed).toEqual([]);

    // The menu's part came to life: its press is replayed, the form's stays held.
    const menuPart = root.querySelector('#menu');
    release((target) => menuPart?.contains(target) ?? false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pressed).toEqual(['Menu']);
    menu?.click();
    expect(pressed).toEqual(['Menu', 'Menu']);
    send?.click();
    expect(pressed).toEqual(['Menu', 'Menu']);

    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pressed).toEqual(['Menu', 'Menu', 'Send', 'Send']);
    root.remove();
  });
});
