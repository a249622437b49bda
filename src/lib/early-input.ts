/**
 * What a visitor does on the server's page before its scripts have taken it over: a button
 * pressed, a form sent, text typed. Links work by themselves; buttons and forms need the app, so
 * until it runs they are held (a form never goes out as a plain GET with its fields in the URL),
 * and once it runs the typed text is handed to it and the presses are replayed, in order.
 * Loaded by the entry script (src/main.tsx), so it is in place as soon as the page is.
 */

type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** The elements whose clicks mean something only to the app. */
const APP_CONTROLS = 'button, [role="button"], input[type="submit"], input[type="button"]';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands text typed before hydration to React: its controlled field's state still holds the
 * server's value while the box shows the visitor's. The field is set to something else through
 * its own setter (which React watches), then to the typed text through the prototype's (which
 * it does not), and an input event makes React read the difference: the way a change reaches
 * React from outside it.
 */
function handOver(field: Field, typed: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = typed === '' ? ' ' : '';
  Reflect.set(prototype, 'value', typed, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Starts holding; the returned function hands over and replays everything held, once. */
export function holdEarlyInput(root: HTMLElement): () => void {
  const held: Held[] = [];
  const typedIn = new Set<Field>();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    held.push({ kind: 'submit', form: event.target, submitter });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && root.contains(field)) {
      // Kept from React too: seen while it is still taking the page over, a change would make it
      // give up and draw the page anew, typed text lost. It gets the text when it is done.
      event.stopImmediatePropagation();
      typedIn.add(field);
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onInput, true);
    // All read first: the first field's update re-renders the form, which sets the other
    // controlled fields back to their state.
    const typed = [...typedIn]
      .filter((field) => field.isConnected)
      .map((field) => [field, field.value] as const);
    for (const [field, value] of typed) handOver(field, value);
    // The presses in a task of their own: React has applied the handed-over text by then.
    setTimeout(() => {
      for (const action of held) {
        if (action.kind === 'click') {
          if (action.target.isConnected) action.target.click();
        } else if (action.form.isConnected) {
          if (action.submitter?.isConnected) action.form.requestSubmit(action.submitter);
          else action.form.requestSubmit();
        }
      }
    }, 0);
  };
}
