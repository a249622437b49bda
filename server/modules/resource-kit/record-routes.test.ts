import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { COURSES_WIRE, type Course, type Meeting, type MessageResponse } from '@/contract';
import {
  COURSES,
  MEETINGS,
  recordClient,
  type Fields,
  type RecordResource,
} from '../../testing/record-resources';
import { bearer, expectError, useTestApp, useUserToken, without } from '../../testing/test-app';
import { solidImage, UPLOAD_URL } from '../../testing/test-images';
import { coursesService } from '../courses/courses.service';
import { registerRecordRoutes } from './record-routes';

const t = useTestApp();
const userToken = useUserToken(t);

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The rules every resource of the kit shares, so they hold for each and are written once. */
function describeRecordRoutes<R extends Course | Meeting>(resource: RecordResource<R>) {
  const { path, noun, imageField } = resource;
  const Noun = capitalized(noun);
  const notFound = `No ${noun} with this id`;
  const records = recordClient(t, resource);

  describe(`POST ${path}`, () => {
    it('creates a record from a multipart form with an image file, and serves the picture', async () => {
      const png = await solidImage('png', { width: 90, height: 60 }, '#264653');
      const response = await records.post(
        resource.form({ [imageField]: { filename: 'picture.png', contentType: 'image/png', data: png } }),
      );

      expect(response.statusCode).toBe(201);
      const { message, record } = resource.saved(response);
      expect(message).toBe(`${Noun} created successfully`);
      expect(record).toMatchObject(resource.formRecord());
      expect(record._id).toBe(record.id);
      expect(record._id.length).toBeGreaterThan(0);
      expect(resource.image(record)).toMatch(UPLOAD_URL);
      expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
      expect(record.updatedAt).toBe(record.createdAt);
      expect(await records.stored(record._id)).toEqual([record]);

      const image = await t.app.inject({ method: 'GET', url: resource.image(record) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('creates a record without an image and without a description', async () => {
      const response = await records.post(without(resource.form({ [imageField]: '' }), 'description'));
      expect(response.statusCode).toBe(201);
      const { record } = resource.saved(response);
      expect(record).toMatchObject({ ...resource.formRecord(), description: '' });
      expect(resource.image(record)).toBe('');
    });

    it('accepts an https URL as the image', async () => {
      const url = `https://images.example.org/${noun}/picture.jpg`;
      const response = await records.post(resource.form({ [imageField]: url }));
      expect(response.statusCode).toBe(201);
      expect(resource.image(resource.saved(response).record)).toBe(url);
    });

    it('creates a record from a JSON body', async () => {
      const { body, record: expected } = resource.json();
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: bearer(t.adminToken),
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      const { message, record } = resource.saved(response);
      expect(message).toBe(`${Noun} created successfully`);
      expect(record).toMatchObject({ ...expected, description: '' });
      expect(resource.image(record)).toBe('');
      expect(record._id).toBe(record.id);
    });

    it('accepts a title of exactly 200 characters', async () => {
      const response = await records.post(resource.form({ title: 'x'.repeat(200) }));
      expect(response.statusCode).toBe(201);
      expect(resource.saved(response).record.title).toHaveLength(200);
    });

    it.each(resource.required)(
      'rejects a form without %s or with it blank, naming the field',
      async (field) => {
        const before = await records.count();
        for (const fields of [
          without(resource.form(), field),
          resource.form({ [field]: '' }),
          resource.form({ [field]: '   ' }),
        ]) {
          expectError(await records.post(fields), 400, `${field} is required`);
        }
        expect(await records.count()).toBe(before);
      },
    );

    it.each(resource.refused)('refuses %j, creating nothing', async (fields, message) => {
      const before = await records.count();
      expectError(await records.post(resource.form(fields)), 400, message);
      expect(await records.count()).toBe(before);
    });

    it('needs an admin token', async () => {
      const before = await records.count();
      expectError(await records.post(resource.form(), null), 401);
      expectError(await records.post(resource.form(), userToken()), 403);
      expectError(await records.post(resource.form(), 'not-a-token'), 401);
      expect(await records.count()).toBe(before);
    });
  });

  describe(`GET ${path}/:id`, () => {
    it('answers the record as a one-item list', async () => {
      const record = await records.create({ title: 'Fetch me' });
      const response = await records.get(record._id);
      expect(response.statusCode).toBe(200);
      const { message, records: found } = resource.byId(response);
      expect(typeof message).toBe('string');
      expect(found).toEqual([record]);
    });

    it('answers 404 for an unknown id', async () => {
      expectError(await records.get(`no-such-${noun}`), 404, notFound);
    });
  });

  describe(`PATCH ${path}/:id`, () => {
    it('changes only the fields sent (a blank required one is left alone) and bumps updatedAt', async () => {
      const original = await records.create();
      await tick();
      const response = await records.patch(original._id, resource.change.fields);

      expect(response.statusCode).toBe(200);
      const { message, record } = resource.saved(response);
      expect(message).toBe(`${Noun} updated successfully`);
      expect(record).toEqual({ ...original, ...resource.change.changed, updatedAt: record.updatedAt });
      expect(record.updatedAt > original.updatedAt).toBe(true);
      expect(await records.stored(original._id)).toEqual([record]);
    });

    it('answers 400 when there is nothing to change, and changes nothing', async () => {
      const original = await records.create();
      // Blank required fields are left as they are: nothing to change.
      const blank: Fields = Object.fromEntries(
        resource.required.map((field, i) => [field, i % 2 ? '   ' : '']),
      );
      expectError(await records.patch(original._id, blank), 400, 'Send at least one field to change');
      const json = await t.app.inject({
        method: 'PATCH',
        url: `${path}/${original._id}`,
        headers: bearer(t.adminToken),
        payload: {},
      });
      expectError(json, 400, 'Send at least one field to change');
      expect(await records.stored(original._id)).toEqual([original]);
    });

    it('clears an optional field and the picture emptied on purpose', async () => {
      const png = await solidImage('png', { width: 90, height: 60 }, '#e76f51');
      const original = await records.create({
        [imageField]: { filename: 'picture.png', contentType: 'image/png', data: png },
      });
      expect(original.description).not.toBe('');
      expect(resource.image(original)).toMatch(UPLOAD_URL);

      const response = await records.patch(original._id, { description: '  ', [imageField]: '' });
      expect(response.statusCode).toBe(200);
      const { record } = resource.saved(response);
      expect(record.description).toBe('');
      expect(resource.image(record)).toBe('');
      expect(record.title).toBe(original.title);
      expect(await records.stored(original._id)).toEqual([record]);
    });

    it('validates the values it is given, and changes nothing', async () => {
      const original = await records.create();
      for (const [fields, message] of resource.refused) {
        expectError(await records.patch(original._id, fields), 400, message);
      }
      expect(await records.stored(original._id)).toEqual([original]);
    });

    it('answers 404 for an unknown id', async () => {
      expectError(await records.patch(`no-such-${noun}`, { title: 'Anything' }), 404, notFound);
    });

    it('needs an admin token', async () => {
      const original = await records.create();
      expectError(await records.patch(original._id, { title: 'Hacked' }, null), 401);
      expectError(await records.patch(original._id, { title: 'Hacked' }, userToken()), 403);
      expect(await records.stored(original._id)).toEqual([original]);
    });
  });

  describe(`DELETE ${path}/:id`, () => {
    it('deletes the record; it is gone afterwards', async () => {
      const record = await records.create();
      const response = await records.remove(record._id);
      expect(response.statusCode).toBe(200);
      expect(response.json<MessageResponse>()).toEqual({ message: `${Noun} deleted successfully` });
      expectError(await records.get(record._id), 404);
      expectError(await records.remove(record._id), 404, notFound);
    });

    it('needs an admin token', async () => {
      const record = await records.create();
      expectError(await records.remove(record._id, null), 401);
      expectError(await records.remove(record._id, userToken()), 403);
      expect((await records.get(record._id)).statusCode).toBe(200);
    });
  });
}

describeRecordRoutes(COURSES);
describeRecordRoutes(MEETINGS);

describe("a resource's table without a change counter", () => {
  const Shape = Type.Object({ title: Type.String(), price: Type.Number(), rating: Type.Number() });
  it('stops the app from starting, saying what its migration lacks', async () => {
    const app = Fastify();
    app.decorate('db', t.app.db);
    app.decorate('requireAccess', t.app.requireAccess);
    registerRecordRoutes(app.withTypeProvider<TypeBoxTypeProvider>(), {
      wire: COURSES_WIRE,
      table: 'users',
      tag: 'courses',
      noun: 'course',
      schemas: { input: Shape, patch: Shape, byId: Type.Unknown(), saved: Type.Unknown() },
      service: coursesService,
    });
    await expect(app.ready()).rejects.toThrow(
      `The /api/courses routes need a change counter for the table "users": its migration must call addChangeCounters(db, ['users'])`,
    );
    await app.close();
  });
});
