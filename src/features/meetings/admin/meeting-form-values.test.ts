import { makeMeeting } from '@/testing/meeting-fixtures';
import {
  EMPTY_MEETING,
  toMeetingFormValues,
  validateMeeting,
  type MeetingFormValues,
} from './meeting-form-values';

const filled: MeetingFormValues = {
  title: 'Science Fair',
  description: '',
  price: '0',
  date: '2026-12-03',
  hours: 'Saturday 10:00-16:00',
  location: 'Gymnasium',
  bookNow: 'Write to fair@school.example',
  category: 'Important',
};

describe('validateMeeting', () => {
  it('asks for every required field of an empty form (spec point 5)', () => {
    expect(validateMeeting(EMPTY_MEETING)).toEqual({
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
    expect(validateMeeting(filled)).toEqual({});
  });

  it('refuses blanks, a negative or non-numeric price and a malformed date', () => {
    expect(validateMeeting({ ...filled, title: '   ', price: '-5', date: '03/12/2026' })).toEqual({
      title: 'Title is required',
      price: 'Price must be a number of 0 or more',
      date: 'Date must be a valid date',
    });
    expect(validateMeeting({ ...filled, price: 'abc' }).price).toBe('Price must be a number of 0 or more');
  });
});

describe('toMeetingFormValues', () => {
  it('shows falsy values as empty fields (spec point 5)', () => {
    const meeting = makeMeeting({ price: 0, description: '', hours: '', meetingImage: '' });
    expect(toMeetingFormValues(meeting)).toEqual({
      title: meeting.title,
      description: '',
      price: '',
      date: meeting.date,
      hours: '',
      location: meeting.location,
      bookNow: meeting.bookNow,
      category: meeting.category,
    });
  });

  it('keeps a price as typed text and a timestamp as its calendar day', () => {
    const values = toMeetingFormValues(makeMeeting({ price: 12.5, date: '2026-12-03T00:00:00.000Z' }));
    expect(values.price).toBe('12.5');
    expect(values.date).toBe('2026-12-03');
  });
});
