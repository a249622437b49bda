import { asDraft, asValuesDraft, draftTime, memoryDraftStore } from './draft-store';

const picture = new File([new Uint8Array([1, 2, 3])], 'hall.png', { type: 'image/png' });
const draft = {
  values: { title: 'Open Day' },
  savedAt: Date.UTC(2031, 2, 14, 10, 42),
  image: picture,
  imageRemoved: false,
};

describe('form drafts', () => {
  it('keeps a draft with its picture under its form, and forgets it once discarded', async () => {
    const store = memoryDraftStore();
    await store.keep('meeting:new', draft);
    expect(await store.read('meeting:new')).toEqual(draft);
    expect(await store.read('meeting:m1')).toBeNull();
    await store.discard('meeting:new');
    expect(await store.read('meeting:new')).toBeNull();
  });

  it('reads back only what is a draft: anything else is no draft, not a form filled with it', () => {
    expect(asDraft(draft)).toEqual(draft);
    expect(asDraft({ ...draft, image: null })).toEqual({ ...draft, image: null });
    expect(asDraft({ ...draft, values: { title: 3 } })).toBeNull();
    expect(asDraft({ ...draft, image: 'hall.png' })).toBeNull();
    expect(asDraft({ values: {}, savedAt: 1 })).toBeNull();
    expect(asDraft('draft')).toBeNull();
    expect(asDraft(null)).toBeNull();
  });

  it('says when it was kept: the time today, the date too on another day', () => {
    const today = draftTime(draft.savedAt, draft.savedAt + 60_000);
    expect(today).toMatch(/^\d{1,2}:\d{2}/);
    const earlier = draftTime(draft.savedAt, draft.savedAt + 3 * 24 * 60 * 60 * 1000);
    expect(earlier).toContain('2031');
  });
});

describe("drafts of a form's whole values", () => {
  interface Home {
    heading: string;
    cards: { title: string }[];
  }
  const isHome = (values: unknown): values is Home =>
    typeof values === 'object' &&
    values !== null &&
    'heading' in values &&
    typeof values.heading === 'string' &&
    'cards' in values &&
    Array.isArray(values.cards) &&
    values.cards.every(
      (card: unknown) =>
        typeof card === 'object' && card !== null && 'title' in card && typeof card.title === 'string',
    );
  const home = {
    kind: 'values' as const,
    values: { heading: 'Apply', cards: [{ title: 'Bachelor' }, { title: 'Master' }] },
    savedAt: Date.UTC(2031, 2, 14, 10, 42),
  };

  it('keeps nested values under their form and gives them back once they pass its check', async () => {
    const store = memoryDraftStore();
    await store.keepValues('site:home', home);
    expect(await store.readValues('site:home', isHome)).toEqual(home);
    await store.discard('site:home');
    expect(await store.readValues('site:home', isHome)).toBeNull();
  });

  it("reads back nothing the form's check refuses, and never a record form's draft as values or the other way", async () => {
    const store = memoryDraftStore();
    await store.keepValues('site:home', { ...home, values: { heading: 'Apply', cards: [{ title: 3 }] } });
    expect(await store.readValues('site:home', isHome)).toBeNull();

    await store.keep('meeting:new', draft);
    expect(await store.readValues('meeting:new', (_values: unknown): _values is unknown => true)).toBeNull();
    await store.keepValues('site:home', home);
    expect(await store.read('site:home')).toBeNull();

    expect(asValuesDraft({ ...home, kind: 'form' }, isHome)).toBeNull();
    expect(asValuesDraft({ ...home, savedAt: '10:42' }, isHome)).toBeNull();
    expect(asValuesDraft('draft', isHome)).toBeNull();
  });
});
