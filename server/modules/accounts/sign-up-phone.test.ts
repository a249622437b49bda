import type { PhoneAtSignUp, RegisterResponse, SiteAnswer } from '@/contract';
import { settingsInput } from '../../testing/site-fixtures';
import { expectError, postFromNewAddress, sendJson, signUpForm, useTestApp } from '../../testing/test-app';

/** Whether sign-up asks for a phone number is the school's choice, in Site Settings. */

const t = useTestApp();

async function schoolAsks(phoneAtSignUp: PhoneAtSignUp) {
  const saved = await sendJson(
    t.app,
    { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
    settingsInput({ phoneAtSignUp }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

const signUp = (fields: Record<string, unknown>) =>
  postFromNewAddress(t.app, '/api/register', { ...signUpForm(), ...fields });

const phoneOf = async (fields: Record<string, unknown>) => {
  const response = await signUp(fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RegisterResponse>().data.userPhoneNumber;
};

/** A body without the field (JSON leaves out what is undefined). */
const noPhone = { phonenumber: undefined };

describe('the phone number at sign-up', () => {
  it('is required by default, as on the original site', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json<SiteAnswer>().settings.phoneAtSignUp).toBe(
      'required',
    );
    expectError(await signUp(noPhone), 400, 'phonenumber is required');
    expectError(await signUp({ phonenumber: '' }), 400, 'phonenumber must be at least 3 characters');
    expect(await phoneOf({ phonenumber: '+1 555 0100' })).toBe('+1 555 0100');
  });

  it('may be left out or empty where the school makes it optional, and is still checked when given', async () => {
    await schoolAsks('optional');
    expect(await phoneOf(noPhone)).toBe('');
    expect(await phoneOf({ phonenumber: '   ' })).toBe('');
    expect(await phoneOf({ phonenumber: '+1 555 0100' })).toBe('+1 555 0100');
    expectError(await signUp({ phonenumber: '12' }), 400, 'phonenumber must be at least 3 characters');
    expectError(
      await signUp({ phonenumber: 'call me' }),
      400,
      'phonenumber contains characters that are not allowed',
    );
  });

  it('is not kept where the school does not ask for it, even when a client sends one', async () => {
    await schoolAsks('off');
    expect(await phoneOf(noPhone)).toBe('');
    expect(await phoneOf({ phonenumber: '+1 555 0100' })).toBe('');
  });

  it('keeps its setting when a client saves the settings without it (one made before it existed)', async () => {
    await schoolAsks('optional');
    const { phoneAtSignUp: _unknownToOldClients, ...older } = settingsInput({
      schoolName: 'Renamed Academy',
    });
    const saved = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      older,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { settings } = (await t.app.inject({ url: '/api/site' })).json<SiteAnswer>();
    expect(settings).toMatchObject({ schoolName: 'Renamed Academy', phoneAtSignUp: 'optional' });
  });

  it('refuses a choice that does not exist', async () => {
    const response = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      { ...settingsInput(), phoneAtSignUp: 'sometimes' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Phone number at sign-up/);
  });
});
