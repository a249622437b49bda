import { PAGE_MODULES_ATTRIBUTE } from '@/contract';
import { loadIslandScripts, loadScripts, pageScripts } from './website-boot';

describe("the boot's fetching of the website's scripts", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const hrefs = (selector: string, attribute: string) =>
    [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

  it("runs the site's script of a page the server drew and fetches the page's own beside it", () => {
    const root = document.createElement('div');
    root.setAttribute(PAGE_MODULES_ATTRIBUTE, '/assets/site.js /assets/home.js');
    document.body.append(root);

    const scripts = pageScripts(root);
    expect(scripts).toEqual(['/assets/site.js', '/assets/home.js']);
    loadIslandScripts(scripts ?? []);

    expect(hrefs('link[rel="modulepreload"]', 'href')).toEqual(['/assets/home.js']);
    expect(hrefs('script[type="module"]', 'src')).toEqual(['/assets/site.js']);
  });

  it('knows a page the browser draws alone by its list missing, and starts it with the build’s', () => {
    expect(pageScripts(document.createElement('div'))).toBeNull();
    loadScripts({ entry: '/assets/index.js', preload: ['/assets/start.js', '/assets/start.js'] });
    expect(hrefs('link[rel="modulepreload"]', 'href')).toEqual(['/assets/start.js']);
    expect(hrefs('script', 'src')).toEqual(['/assets/index.js']);
  });
});
