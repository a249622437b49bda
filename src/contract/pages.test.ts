import { siteAddress } from './page-render';

describe('siteAddress', () => {
  it("puts a path of the site under the site's address, keeping the address's own path", () => {
    expect(siteAddress('https://school.example', '/meetings/m1')).toBe('https://school.example/meetings/m1');
    expect(siteAddress('https://school.example/site', '/meetings/m1')).toBe(
      'https://school.example/site/meetings/m1',
    );
    expect(siteAddress('https://school.example/site', 'uploads/logo.webp')).toBe(
      'https://school.example/site/uploads/logo.webp',
    );
    expect(siteAddress('http://localhost:3000', '/')).toBe('http://localhost:3000/');
  });

  it('keeps an address that is absolute already (a picture kept elsewhere)', () => {
    expect(siteAddress('https://school.example/site', 'https://cdn.example/p.webp')).toBe(
      'https://cdn.example/p.webp',
    );
  });
});
