import { checkFields, formValuesOf, type FormValues } from '@/components/resource-kit/record-fields';
import type { MeetingField } from './meeting-fields';
import { MEETING_FIELDS } from './meeting-fields';

const filled: FormValues<MeetingField> = {
  title: 'Science Fair',
  description: '',
  price: '0',
  date: '2026-12-03',
  hours: 'Saturday 10:00-16:00',
  location: 'Gymnasium',
  bookNow: 'Write to fair@school.example',
  capacity: '',
  registrationClosesAt: '',
  category: 'Important',
};

const check = (values: Partial<FormValues<MeetingField>>) =>
  checkFields(MEETING_FIELDS, { ...filled, ...values });

describe('the meeting form', () => {
  it('asks for every required field of an empty form', () => {
    expect(checkFields(MEETING_FIELDS, formValuesOf(MEETING_FIELDS))).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      date: 'Date is required',
      hours: 'Hours are required',
      location: 'Location is required',
      bookNow: 'Book Now is required',
      category: 'Category is required',
    });
  });

  it('accepts a filled form without description; a price of 0 is a price', () => {
    expect(check({})).toEqual({});
  });

  // The category's choices are the school's, loaded: an unknown one is the server's to refuse.
  it('refuses blanks, a negative or non-numeric price and a malformed date', () => {
    expect(check({ title: '   ', price: '-5', date: '03/12/2026', category: 'Someday' })).toEqual({
      title: 'Title is required',
      price: 'Price must be a number of 0 or more',
      date: 'Date must be a valid date',
    });
    expect(check({ price: 'abc' }).price).toBe('Price must be a number of 0 or more');
  });

  it('takes online registration as optional: a capacity of whole seats, and a closing date and time', () => {
    expect(check({ capacity: '50', registrationClosesAt: '2026-12-01T18:00' })).toEqual({});
    expect(check({ capacity: '1' })).toEqual({});
  });

  it('says what a capacity must be for 0, a negative, a fraction, too many or text', () => {
    for (const capacity of ['0', '-1', '2.5', '100001', 'ten']) {
      expect(check({ capacity })).toEqual({
        capacity:
          'Capacity must be a whole number of seats, from 1 to 100,000 (or empty: no online registration)',
      });
    }
  });

  it('refuses a closing time that is not a date and a time', () => {
    expect(check({ registrationClosesAt: '2026-12-01' })).toEqual({
      registrationClosesAt: 'Registration closes must be a date and a time',
    });
  });
});
