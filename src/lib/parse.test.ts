import { Type } from 'typebox';
import { quietConsole } from '@/testing/quiet-console';
import { parseEach, salvage, salvageable, salvageEach } from './parse';

const Item = Type.Object({ _id: Type.String(), title: Type.String(), price: Type.Number() });
const ItemRecord = salvageable(Item);

const warn = quietConsole('warn');

describe('parseEach', () => {
  it('keeps the items that match, in order, and logs how many it left out', () => {
    const items = [
      { _id: 'a', title: 'A', price: 1 },
      { _id: 'b', title: 'B', price: null },
      'junk',
      { _id: 'c', title: 'C', price: 3 },
    ];
    expect(parseEach(Item, items, 'items').map((item) => item._id)).toEqual(['a', 'c']);
    expect(warn).toHaveBeenCalledWith('Left out items the server sent in an unexpected shape: 2');
  });
});

describe('salvage', () => {
  it('keeps a matching record whole', () => {
    expect(salvage(Item, ItemRecord, { _id: 'a', title: 'A', price: 1 })).toEqual({
      _id: 'a',
      title: 'A',
      price: 1,
    });
  });

  it('keeps what matches of an odd record, and its id', () => {
    expect(salvage(Item, ItemRecord, { _id: 'b', title: 'B', price: null, extra: 1 })).toEqual({
      _id: 'b',
      title: 'B',
    });
  });

  it('gives up on a record without an id: nothing could act on it', () => {
    expect(salvage(Item, ItemRecord, { title: 'C', price: 1 })).toBeNull();
    expect(salvage(Item, ItemRecord, { _id: '', title: 'C' })).toBeNull();
    expect(salvage(Item, ItemRecord, null)).toBeNull();
    expect(salvageEach(Item, ItemRecord, [{ _id: 'a', price: 'x' }, 42], 'items')).toEqual([{ _id: 'a' }]);
  });
});
