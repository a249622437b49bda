import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends only the fields that hold something', () => {
    const image = new File(['png'], 'photo.png', { type: 'image/png' });
    const form = toFormData({
      title: 'Open Day',
      description: '',
      price: '0',
      date: null,
      hours: undefined,
      location: '   ',
      rating: 4.5,
      meetingImage: image,
    });
    expect([...form.keys()]).toEqual(['title', 'price', 'rating', 'meetingImage']);
    expect(form.get('title')).toBe('Open Day');
    // A price of 0 is a value, not an empty field.
    expect(form.get('price')).toBe('0');
    expect(form.get('rating')).toBe('4.5');
    const sent = form.get('meetingImage');
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File && sent.name).toBe('photo.png');
  });

  it('trims text and skips a number that is not finite', () => {
    const form = toFormData({ title: '  Science Fair ', price: Number.NaN });
    expect(form.get('title')).toBe('Science Fair');
    expect(form.has('price')).toBe(false);
  });

  it('sends the fields emptied on purpose empty, so the server clears them', () => {
    const form = toFormData({ title: 'Open Day', description: '' }, ['description', 'meetingImage']);
    expect([...form.entries()]).toEqual([
      ['description', ''],
      ['meetingImage', ''],
      ['title', 'Open Day'],
    ]);
  });

  it('gives an empty form for nothing to send', () => {
    expect([...toFormData({ title: '', image: null }).keys()]).toEqual([]);
  });
});
