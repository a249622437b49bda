import type { ContextMenuParams, MenuItemConstructorOptions } from 'electron';

/** What the right-click menu reads from Electron's 'context-menu' event. */
export type ContextMenuFacts = Pick<
  ContextMenuParams,
  'isEditable' | 'selectionText' | 'misspelledWord' | 'dictionarySuggestions' | 'editFlags' | 'linkURL'
>;

export interface ContextMenuActions {
  replaceMisspelling(word: string): void;
  addToDictionary(word: string): void;
  copyText(text: string): void;
}

const separator: MenuItemConstructorOptions = { type: 'separator' };

/** Enough suggestions to find the word, not a wall of them. */
const MAX_SUGGESTIONS = 5;

function linkItems(linkURL: string, actions: ContextMenuActions): MenuItemConstructorOptions[] {
  if (linkURL === '') return [];
  if (linkURL.toLowerCase().startsWith('mailto:')) {
    const raw = linkURL.slice('mailto:'.length).split('?')[0] ?? '';
    let address = raw;
    try {
      address = decodeURIComponent(raw);
    } catch {
      // A malformed escape: the address as written is still the best thing to copy.
    }
    return [{ label: 'Copy Email Address', click: () => actions.copyText(address) }];
  }
  return [{ label: 'Copy Link', click: () => actions.copyText(linkURL) }];
}

function spellingItems(facts: ContextMenuFacts, actions: ContextMenuActions): MenuItemConstructorOptions[] {
  const word = facts.misspelledWord;
  if (!facts.isEditable || word === '') return [];
  const suggestions: MenuItemConstructorOptions[] = facts.dictionarySuggestions
    .slice(0, MAX_SUGGESTIONS)
    .map((suggestion) => ({ label: suggestion, click: () => actions.replaceMisspelling(suggestion) }));
  return [
    ...(suggestions.length > 0 ? suggestions : [{ label: 'No spelling suggestions', enabled: false }]),
    { label: 'Add to Dictionary', click: () => actions.addToDictionary(word) },
    separator,
  ];
}

/**
 * The right-click menu for what was clicked: spelling suggestions, Cut, Copy, Paste and Select All
 * in a text field; Copy on selected text; Copy Link on a link. Empty where there is nothing to
 * offer (the page's background), and then no menu opens.
 */
export function contextMenuTemplate(
  facts: ContextMenuFacts,
  actions: ContextMenuActions,
): MenuItemConstructorOptions[] {
  const { editFlags } = facts;
  const links = linkItems(facts.linkURL, actions);
  let editing: MenuItemConstructorOptions[] = [];
  if (facts.isEditable) {
    editing = [
      { role: 'cut', enabled: editFlags.canCut },
      { role: 'copy', enabled: editFlags.canCopy },
      { role: 'paste', enabled: editFlags.canPaste },
      separator,
      { role: 'selectAll', enabled: editFlags.canSelectAll },
    ];
  } else if (facts.selectionText.trim() !== '') {
    editing = [{ role: 'copy', enabled: editFlags.canCopy }];
  }
  return [
    ...spellingItems(facts, actions),
    ...editing,
    ...(editing.length > 0 && links.length > 0 ? [separator] : []),
    ...links,
  ];
}

/** The parts of WebContents the menu needs; a plain object in tests. */
export interface ContextMenuContents {
  on(event: 'context-menu', listener: (event: unknown, params: ContextMenuFacts) => void): unknown;
  replaceMisspelling(text: string): void;
  session: { addWordToSpellCheckerDictionary(word: string): boolean };
}

/**
 * Gives the window's page a right-click menu. The editing roles run Chromium's own commands and
 * the spellchecker is Chromium's (the OS's on macOS): neither asks for a web permission, so the
 * permission handlers can keep denying everything.
 */
export function attachContextMenu(
  contents: ContextMenuContents,
  popup: (template: MenuItemConstructorOptions[]) => void,
  copyText: (text: string) => void,
): void {
  contents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, {
      replaceMisspelling: (word) => {
        contents.replaceMisspelling(word);
      },
      addToDictionary: (word) => {
        contents.session.addWordToSpellCheckerDictionary(word);
      },
      copyText,
    });
    if (template.length > 0) popup(template);
  });
}
