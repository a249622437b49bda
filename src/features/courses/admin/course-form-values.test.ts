import type { Course } from '@/contract';
import { EMPTY_COURSE, toCourseFormValues, validateCourse } from './course-form-values';

const course = (overrides: Partial<Course> = {}): Course => ({
  _id: 'c1',
  id: 'c1',
  title: 'Web Development Bootcamp',
  description: 'HTML, CSS and JavaScript from the start.',
  price: 160,
  rating: 4.5,
  courseImage: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('validateCourse', () => {
  it('asks for title, price and rating (spec point 5)', () => {
    expect(validateCourse(EMPTY_COURSE)).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      rating: 'Rating is required',
    });
  });

  it('accepts 0 as a price and as a rating, and anything from 0 to 5', () => {
    expect(validateCourse({ title: 'A', description: '', price: '0', rating: '0' })).toEqual({});
    expect(validateCourse({ title: 'A', description: '', price: '9.5', rating: '5' })).toEqual({});
  });

  it('refuses a negative price and a rating outside 0..5', () => {
    expect(validateCourse({ title: 'A', description: '', price: '-1', rating: '5.5' })).toEqual({
      price: 'Price must be a number of 0 or more',
      rating: 'Rating must be a number from 0 to 5',
    });
    expect(validateCourse({ title: 'A', description: '', price: '1', rating: '-0.5' }).rating).toBe(
      'Rating must be a number from 0 to 5',
    );
  });
});

describe('toCourseFormValues', () => {
  it('shows the record, with a rating or price of 0 as empty (spec point 5)', () => {
    expect(toCourseFormValues(course())).toEqual({
      title: 'Web Development Bootcamp',
      description: 'HTML, CSS and JavaScript from the start.',
      price: '160',
      rating: '4.5',
    });
    expect(toCourseFormValues(course({ price: 0, rating: 0, description: '' }))).toEqual({
      title: 'Web Development Bootcamp',
      description: '',
      price: '',
      rating: '',
    });
  });
});
