import type { ApiAnswer } from '@/contract';
import { renderPage } from '@/entry-server';
import { siteAnswerFixture, type SiteAnswerOverrides } from '@/testing/site-fixtures';

// The school's colours and menu in the HTML the server draws: there from the first paint, with
// nothing for the browser to work out.

async function serverHtml(site: SiteAnswerOverrides, url = '/login') {
  const answers: Record<string, ApiAnswer> = {
    '/api/site': { status: 200, body: siteAnswerFixture(site) },
  };
  const page = await renderPage({
    url,
    origin: 'https://www.school.example',
    fetchApi: (path) => Promise.resolve(answers[path] ?? { status: 404, body: {} }),
  });
  if (!page || 'redirect' in page) throw new Error('the page is drawn on the server');
  return page.html;
}

describe("a public page's HTML", () => {
  it("carries the school's colours as the theme's variables", async () => {
    const html = await serverHtml({ settings: { primaryColor: '#1a5fb4', accentColor: '#ffd166' } });
    const style = /<style>(:root\{[^<]*\})<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('--brand-red:#1a5fb4');
    expect(style).toContain('--brand-amber:#ffd166');
  });

  it("carries no override with the template's colours", async () => {
    expect(await serverHtml({})).not.toMatch(/<style>:root/);
  });

  it("draws the menu's visible entries in the top bar, as the server answered them", async () => {
    const html = await serverHtml({
      menu: [
        { label: 'Open days', href: '/meetings' },
        { label: 'About us', href: '/pages/about-us' },
      ],
    });
    expect(html).toMatch(/href="\/meetings"[^>]*>Open days<\/a>/);
    expect(html).toMatch(/href="\/pages\/about-us"[^>]*>About us<\/a>/);
    expect(html).not.toContain('APPLY NOW');
  });
});
