// On SQLite only: the refused passwords are the estimator's and the list's; accounts.test.ts runs the sign-up's SQL on both.
import { PASSWORD_MESSAGES } from '@/contract';
import { REFUSED_PASSWORDS } from '@/contract/password-examples';
import { settingsInput } from '../../testing/site-fixtures';
import {
  createUser,
  expectError,
  freshAddress,
  sendJson,
  signUpForm,
  useTestApp,
} from '../../testing/test-app';
import { newPasswordProblem } from './password-strength';

// SCHOOL_NAME is the name until an administrator saves the settings (the test that does is last).
const t = useTestApp({ SCHOOL_NAME: 'Edu Meeting' });

const register = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: signUpForm({ password }),
    remoteAddress: freshAddress(),
  });

async function changePassword(newPassword: string) {
  const user = await createUser(t.app);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/profile/password',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { currentPassword: user.password, newPassword },
    remoteAddress: freshAddress(),
  });
}

const STRONG = ['violet-compass-harbor-88', 'summer-kayak-lantern-2024', 'my summer in lisbon, 2024!'];

describe('new passwords: what the issue asked to refuse', () => {
  it.each(REFUSED_PASSWORDS)('sign-up refuses %j, saying why', async (password, message) => {
    expectError(await register(password), 400, message);
  });

  it.each(REFUSED_PASSWORDS)('change password refuses %j, saying why', async (password, message) => {
    expectError(await changePassword(password), 400, message);
  });

  it.each(STRONG)('both accept a strong %j', async (password) => {
    expect((await register(password)).statusCode).toBe(201);
    expect((await changePassword(password)).statusCode).toBe(200);
  });

  it("takes the school's name from the saved settings once an administrator has saved them", async () => {
    const saved = await sendJson(
      t.app,
      { method: 'PUT', url: '/api/site/settings', token: t.adminToken },
      settingsInput({ schoolName: 'Riverside Academy' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expectError(await register('Riverside-Academy-2024'), 400, PASSWORD_MESSAGES.school);
    expectError(await changePassword('riversideacademy!2024'), 400, PASSWORD_MESSAGES.school);
    // The name in the configuration is no longer the school's.
    expect((await register('EduMeeting-kayak-lantern')).statusCode).toBe(201);
  });
});

describe('newPasswordProblem', () => {
  it('refuses the 100,000 most used passwords however they are dressed, but not longer phrases', () => {
    for (const password of [
      'password1234',
      'Password1234!',
      'iloveyou!!2024',
      '!!monkey!!2024',
      'qwertyuiopasdfgh',
    ]) {
      expect(newPasswordProblem(password, []), password).toBeDefined();
    }
    for (const password of ['iloveyou58204719', 'sunshine-0123456789', 'football:19283746']) {
      expect(newPasswordProblem(password, []), password).toBe(PASSWORD_MESSAGES.common);
    }
    expect(newPasswordProblem('monkey sunshine pelican 42', [])).toBeUndefined();
  });

  it("is told the school's name by the caller: without it, a name is a word like another", () => {
    expect(newPasswordProblem('Riverside-Academy-2024', [], 'Riverside Academy')).toBe(
      PASSWORD_MESSAGES.school,
    );
    expect(newPasswordProblem('Riverside-Academy-2024', [], 'Edu Meeting')).toBeUndefined();
    // One word of the name is for the estimator to weigh, not refused outright.
    expect(newPasswordProblem('riverside kayak violet lantern', [], 'Riverside Academy')).toBeUndefined();
  });
});
