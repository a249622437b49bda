import { pageReads } from './server-pages';
import { matchSitePage } from './site-routes';

describe("the server's side of the public pages", () => {
  it.each([
    ['/', '', ['/api/meetings?limit=4', '/api/courses']],
    ['/meetings', '', ['/api/meetings/category/All%20Meetings?page=1&limit=9']],
    ['/meetings/category/soon', '?page=2', ['/api/meetings/category/Soon?page=2&limit=9']],
    ['/meetings/category/nonsense', '?page=2', ['/api/meetings/category/All%20Meetings?page=1&limit=9']],
    ['/meetings/m42', '', ['/api/meetings/m42']],
    ['/meetingAllDetails', '', ['/api/meetings?limit=100']],
    ['/login', '', []],
  ])('draws %s%s with the answers it shows', (pathname, search, urls) => {
    const match = matchSitePage(pathname);
    if (!match.site) throw new Error(`${pathname} is not a public page`);
    expect(match.found).toBe(true);
    expect(pageReads(match, new URLSearchParams(search)).map((read) => read.url)).toEqual(urls);
  });
});
