import { checkFields, formValuesOf } from '@/components/resource-kit/record-fields';
import { makeCourse } from '@/testing/course-fixtures';
import { COURSE_FIELDS } from './course-fields';

const check = (values: Partial<Record<'title' | 'description' | 'price' | 'rating', string>>) =>
  checkFields(COURSE_FIELDS, { ...formValuesOf(COURSE_FIELDS), ...values });

describe('the course form', () => {
  it('asks for title, price and rating', () => {
    expect(check({})).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      rating: 'Rating is required',
    });
  });

  it('takes 0 as a price and as a rating, and any rating from 0 to 5', () => {
    expect(check({ title: 'A', price: '0', rating: '0' })).toEqual({});
    expect(check({ title: 'A', price: '9.5', rating: '5' })).toEqual({});
  });

  it('refuses a negative price and a rating outside 0..5', () => {
    expect(check({ title: 'A', price: '-1', rating: '5.5' })).toEqual({
      price: 'Price must be a number of 0 or more',
      rating: 'Rating must be a number from 0 to 5',
    });
    expect(check({ title: 'A', price: '1', rating: '-0.5' }).rating).toBe(
      'Rating must be a number from 0 to 5',
    );
  });

  it('shows a record with a rating of 0 as 0, so it saves as it came', () => {
    expect(formValuesOf(COURSE_FIELDS, makeCourse({ price: 160, rating: 0 }))).toMatchObject({
      price: '160',
      rating: '0',
    });
  });
});
