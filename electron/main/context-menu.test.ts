import type { KeyboardEvent, MenuItem, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  attachContextMenu,
  contextMenuTemplate,
  type ContextMenuActions,
  type ContextMenuContents,
  type ContextMenuFacts,
} from './context-menu';

const ALL_EDITS = {
  canUndo: true,
  canRedo: true,
  canCut: true,
  canCopy: true,
  canPaste: true,
  canDelete: true,
  canSelectAll: true,
  canEditRichly: false,
};

/** A right-click as Chromium describes it: on the page's background unless told otherwise. */
const clickOn = (facts: Partial<ContextMenuFacts>): ContextMenuFacts => ({
  isEditable: false,
  selectionText: '',
  misspelledWord: '',
  dictionarySuggestions: [],
  editFlags: { ...ALL_EDITS, canCut: false, canCopy: false, canPaste: false },
  linkURL: '',
  ...facts,
});

function recording(): ContextMenuActions & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    replaceMisspelling: (word) => calls.push(`replace ${word}`),
    addToDictionary: (word) => calls.push(`add ${word}`),
    copyText: (text) => calls.push(`copy ${text}`),
  };
}

/** Each item as the admin reads it: its label, or its role for Electron's own items. */
const shown = (template: MenuItemConstructorOptions[]) =>
  template.map((item) => item.label ?? item.role ?? item.type);

function press(template: MenuItemConstructorOptions[], label: string): void {
  const item = template.find((entry) => entry.label === label);
  if (item?.click === undefined) throw new Error(`No clickable "${label}"`);
  // Electron's MenuItem is a native class, and these clicks read nothing from it.
  const event: KeyboardEvent = {};
  item.click({} as unknown as MenuItem, undefined, event);
}

describe('contextMenuTemplate', () => {
  it('offers Cut, Copy, Paste and Select All in a text field, each enabled as Chromium says', () => {
    const template = contextMenuTemplate(
      clickOn({ isEditable: true, editFlags: { ...ALL_EDITS, canCut: false, canCopy: false } }),
      recording(),
    );
    expect(shown(template)).toEqual(['cut', 'copy', 'paste', 'separator', 'selectAll']);
    expect(template.map((item) => item.enabled)).toEqual([false, false, true, undefined, true]);
  });

  it('puts spelling suggestions first on a misspelled word, and replaces or learns it', () => {
    const actions = recording();
    const template = contextMenuTemplate(
      clickOn({
        isEditable: true,
        editFlags: ALL_EDITS,
        misspelledWord: 'meetnig',
        dictionarySuggestions: ['meeting', 'meting', 'meeting’s', 'netting', 'melting', 'mewing'],
      }),
      actions,
    );
    expect(shown(template)).toEqual([
      'meeting',
      'meting',
      'meeting’s',
      'netting',
      'melting',
      'Add to Dictionary',
      'separator',
      'cut',
      'copy',
      'paste',
      'separator',
      'selectAll',
    ]);
    press(template, 'meeting');
    press(template, 'Add to Dictionary');
    expect(actions.calls).toEqual(['replace meeting', 'add meetnig']);
  });

  it('says when the spellchecker has no suggestion', () => {
    const template = contextMenuTemplate(
      clickOn({ isEditable: true, misspelledWord: 'xqzt', dictionarySuggestions: [] }),
      recording(),
    );
    expect(template[0]).toEqual({ label: 'No spelling suggestions', enabled: false });
    expect(shown(template)[1]).toBe('Add to Dictionary');
  });

  it('offers only Copy on selected text outside a field', () => {
    const template = contextMenuTemplate(
      clickOn({ selectionText: 'Great Hall', editFlags: { ...ALL_EDITS, canPaste: false } }),
      recording(),
    );
    expect(shown(template)).toEqual(['copy']);
  });

  it('offers Copy Link on a link, and the bare address on a mail link', () => {
    const actions = recording();
    const web = contextMenuTemplate(clickOn({ linkURL: 'https://school.example/meetings/4' }), actions);
    expect(shown(web)).toEqual(['Copy Link']);
    press(web, 'Copy Link');
    const mail = contextMenuTemplate(clickOn({ linkURL: 'mailto:ann%40school.example?subject=Hi' }), actions);
    expect(shown(mail)).toEqual(['Copy Email Address']);
    press(mail, 'Copy Email Address');
    expect(actions.calls).toEqual(['copy https://school.example/meetings/4', 'copy ann@school.example']);
  });

  it('separates Copy from Copy Link when a selected link is right-clicked', () => {
    const template = contextMenuTemplate(
      clickOn({ selectionText: 'the hall', linkURL: 'https://school.example/', editFlags: ALL_EDITS }),
      recording(),
    );
    expect(shown(template)).toEqual(['copy', 'separator', 'Copy Link']);
  });

  it('offers nothing on the page itself, nor on a blank selection', () => {
    expect(contextMenuTemplate(clickOn({}), recording())).toEqual([]);
    expect(contextMenuTemplate(clickOn({ selectionText: '  \n' }), recording())).toEqual([]);
  });
});

describe('attachContextMenu', () => {
  function setup() {
    let listener: ((event: unknown, params: ContextMenuFacts) => void) | undefined;
    const calls: string[] = [];
    const popups: MenuItemConstructorOptions[][] = [];
    const contents: ContextMenuContents = {
      on: (_event, handler) => {
        listener = handler;
      },
      replaceMisspelling: (text) => calls.push(`replace ${text}`),
      session: {
        addWordToSpellCheckerDictionary: (word) => {
          calls.push(`dictionary ${word}`);
          return true;
        },
      },
    };
    attachContextMenu(
      contents,
      (template) => popups.push(template),
      (text) => calls.push(`clipboard ${text}`),
    );
    const rightClick = (facts: Partial<ContextMenuFacts>) => {
      if (listener === undefined) throw new Error('No context-menu listener');
      listener({}, clickOn(facts));
    };
    return { rightClick, calls, popups };
  }

  it("opens the menu on a right-click and acts on the page's web contents", () => {
    const { rightClick, calls, popups } = setup();
    rightClick({ isEditable: true, misspelledWord: 'halll', dictionarySuggestions: ['hall'] });
    expect(popups).toHaveLength(1);
    const [template = []] = popups;
    press(template, 'hall');
    press(template, 'Add to Dictionary');
    rightClick({ linkURL: 'https://school.example/' });
    press(popups[1] ?? [], 'Copy Link');
    expect(calls).toEqual(['replace hall', 'dictionary halll', 'clipboard https://school.example/']);
  });

  it('opens no empty menu', () => {
    const { rightClick, popups } = setup();
    rightClick({});
    expect(popups).toEqual([]);
  });
});
