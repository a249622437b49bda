import { PAGE_MODULES_ATTRIBUTE } from '@/contract';
import { loadScripts } from './website-boot';

describe("the boot's fetching of the website's scripts", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("asks for the entry, what it loads first and the page's own chunks side by side, each once", () => {
    const root = document.createElement('div');
    root.setAttribute(PAGE_MODULES_ATTRIBUTE, '/assets/dates.js /assets/home.js');
    document.body.append(root);

    loadScripts({ entry: '/assets/index.js', preload: ['/assets/start.js', '/assets/dates.js'] }, root);

    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloaded.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/start.js',
      '/assets/dates.js',
      '/assets/home.js',
    ]);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => [script.type, script.getAttribute('src')])).toEqual([
      ['module', '/assets/index.js'],
    ]);
  });

  it('starts a page the browser draws alone (no list from the server) with the build’s list', () => {
    loadScripts({ entry: '/assets/index.js', preload: ['/assets/start.js'] }, null);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js');
  });
});
