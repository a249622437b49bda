/**
 * What a visitor does on the server's page before its scripts have taken it over: a button
 * pressed, a form sent, text typed. Links work by themselves; buttons and forms need the app, so
 * until it runs they are held (a form never goes out as a plain GET with its fields in the URL),
 * and once it runs the typed text is handed to it and the presses are replayed, in order.
 * Started by the boot script inside the page (src/boot.ts), so it is in place as soon as the page is.
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

/**
 * Which held input to hand over: what happened on elements for which it is true. The website's
 * islands come to life one by one (app/islands/start-islands.tsx), each releasing its own.
 */
export type InputScope = (target: Element) => boolean;

/** Hands over (and from then on lets through) the input of a scope; all of it without one. */
export type ReleaseInput = (scope?: InputScope) => void;

const everything: InputScope = () => true;

/** Starts holding; the returned function hands over and replays what was held, scope by scope. */
export function holdEarlyInput(root: HTMLElement): ReleaseInput {
  const held: Held[] = [];
  // Each field typed in, with its text as last typed: a re-render during the hand-over sets a
  // controlled field back to its state, so the box itself cannot be read then.
  const typed = new Map<Field, string>();
  const released: InputScope[] = [];
  let handingOver = false;

  /** Input on `target` is held: it is in the page and its part has not come to life yet. */
  const holds = (target: Element) => root.contains(target) && !released.some((scope) => scope(target));

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
    if (!target || !holds(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !holds(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    held.push({ kind: 'submit', form: event.target, submitter });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (handingOver || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (!holds(field)) return;
    // Kept from React too: seen while it is still taking the page over, a change would make it
    // give up and draw the page anew, typed text lost. It gets the text when it is done.
    event.stopImmediatePropagation();
    typed.set(field, field.value);
  };
  // `change` (a field left) is kept from React for the same reason as `input`.
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onInput],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);

  // One field per task: React applies each update (and re-renders) before the next field is set,
  // so no re-render lands between setting a field and React reading it. Whatever the visitor
  // does meanwhile is still held; the presses come last, once React has all the text.
  const handOverNext = (fields: [Field, string][], presses: Held[]) => {
    const next = fields.shift();
    if (next) {
      const [field, text] = next;
      if (field.isConnected) {
        handingOver = true;
        handOver(field, text);
        handingOver = false;
      }
      setTimeout(() => handOverNext(fields, presses), 0);
      return;
    }
    for (const action of presses) {
      if (action.kind === 'click') {
        if (action.target.isConnected) action.target.click();
      } else if (action.form.isConnected) {
        if (action.submitter?.isConnected) action.form.requestSubmit(action.submitter);
        else action.form.requestSubmit();
      }
    }
  };

  let releasedAll = false;
  return (scope = everything) => {
    if (releasedAll) return;
    released.push(scope);
    if (scope === everything) {
      releasedAll = true;
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true);
    }
    // The typed text goes first, in the order the fields were first typed in (a Map keeps it).
    const fields = [...typed].filter(([field]) => scope(field));
    for (const [field] of fields) typed.delete(field);
    const presses = held.filter((action) => scope(action.kind === 'click' ? action.target : action.form));
    for (const action of presses) held.splice(held.indexOf(action), 1);
    setTimeout(() => handOverNext(fields, presses), 0);
  };
}
