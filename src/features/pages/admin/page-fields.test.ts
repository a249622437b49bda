import { checkFields, formValuesOf } from '@/components/resource-kit/record-fields';
import { CONTENT_PAGE_FIELDS, type ContentPageField } from './page-fields';

const check = (values: Partial<Record<ContentPageField, string>>) =>
  checkFields(CONTENT_PAGE_FIELDS, { ...formValuesOf(CONTENT_PAGE_FIELDS), ...values });

const SLUG_RULE =
  'Page address may hold only lowercase letters, digits and single hyphens between words (like about-us)';

describe('the content page form', () => {
  it('asks for a title and an address; the text may wait', () => {
    expect(check({})).toEqual({ title: 'Title is required', slug: 'Page address is required' });
    expect(check({ title: 'Privacy Notice', slug: 'privacy' })).toEqual({});
  });

  it.each(['about-us', 'terms-2026', 'a', ' privacy '])('takes %j as an address', (slug) => {
    expect(check({ title: 'A', slug }).slug).toBeUndefined();
  });

  it.each(['Privacy', 'about us', 'about--us', '-about', 'about-', 'über', 'about_us', 'a'.repeat(81)])(
    'refuses %j as an address, saying what an address may hold',
    (slug) => {
      expect(check({ title: 'A', slug }).slug).toBe(SLUG_RULE);
    },
  );
});
