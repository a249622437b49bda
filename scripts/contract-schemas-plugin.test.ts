import { Type } from 'typebox';
import { browserSchemas } from './contract-schemas-plugin';

describe('browserSchemas', () => {
  it('writes each schema once, a nested one as a reference, without annotations', () => {
    const Id = Type.String({ minLength: 1, description: 'An id' });
    const Item = Type.Object({ id: Id, description: Type.Optional(Type.String({ default: '' })) });
    const code = browserSchemas({ List: Type.Array(Item), Item, Id, LIMIT: 3, make: () => Id });
    expect(code.split('\n')).toEqual([
      'export const Id = {"type":"string","minLength":1};',
      'export const Item = {"type":"object","required":["id"],"properties":{"id":Id,"description":{"type":"string"}}};',
      'export const List = {"type":"array","items":Item};',
    ]);
  });

  it('stops the build at what the browser check would skip or does not know', () => {
    expect(() => browserSchemas({ A: Type.Refine(Type.String(), (text) => text.length > 1) })).toThrow(
      /~refine/,
    );
    expect(() => browserSchemas({ A: Type.Object({ at: Type.String({ format: 'uri' }) }) })).toThrow(
      /format uri/,
    );
    expect(() => browserSchemas({ A: Type.Array(Type.String(), { uniqueItems: true }) })).toThrow(
      /uniqueItems/,
    );
  });
});
