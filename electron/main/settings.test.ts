import { describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ options: [] as unknown[], data: new Map<string, unknown>() }));

// electron-store needs a running Electron app; this stands in with the same three methods.
vi.mock('electron-store', () => ({
  default: class {
    constructor(options: unknown) {
      created.options.push(options);
    }
    get = (key: string) => created.data.get(key);
    set = (key: string, value: unknown) => created.data.set(key, value);
    delete = (key: string) => created.data.delete(key);
  },
}));

const { openSettingsStore } = await import('./settings');

describe('openSettingsStore', () => {
  it('opens the file named settings and passes reads and writes through', () => {
    const store = openSettingsStore();
    expect(created.options).toEqual([{ name: 'settings' }]);

    store.set('serverAddress', 'https://school.example');
    expect(created.data.get('serverAddress')).toBe('https://school.example');
    expect(store.get('serverAddress')).toBe('https://school.example');
    store.delete('serverAddress');
    expect(store.get('serverAddress')).toBeUndefined();
  });
});
