import { act, render } from '@testing-library/react';
import { PASSWORD_MESSAGES } from '@/contract';
import { loadPasswordChecks } from './password-estimator';
import { PasswordStrengthMeter } from './password-strength-meter';

const PERSONAL = ['ana@school.test', 'Ana Souza'];

/** The meter as a form shows it, once its estimator and list are here. */
async function meterText(password: string, schoolName = 'Edu Meeting'): Promise<string> {
  const { container, unmount } = render(
    <PasswordStrengthMeter id="meter" password={password} personal={PERSONAL} schoolName={schoolName} />,
  );
  // The meter's own wait for them ends first: it began waiting when it was drawn.
  await act(() => loadPasswordChecks());
  const text = container.querySelector('.password-meter__text')?.textContent;
  unmount();
  return text ?? '';
}

/**
 * The examples, with the reason the server gives for each (server/modules/accounts/
 * password-strength.test.ts holds the same table against the API).
 */
const REFUSED: [string, string][] = [
  ['Summer2024!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Spring2025!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Autumn2026!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Winter2026!!', PASSWORD_MESSAGES.seasonOrMonth],
  ['December 2025!', PASSWORD_MESSAGES.seasonOrMonth],
  ['Dezembro de 2025', PASSWORD_MESSAGES.seasonOrMonth],
  ['correcthorsebatterystaple', PASSWORD_MESSAGES.common],
  ['Correct Horse Battery Staple', PASSWORD_MESSAGES.common],
  ['CorrectHorseBatteryStaple1!', PASSWORD_MESSAGES.common],
  ['dragon2024!!!', PASSWORD_MESSAGES.common],
  ['EduMeeting2024!!', PASSWORD_MESSAGES.school],
  ['edu meeting for ever', PASSWORD_MESSAGES.school],
];

describe('PasswordStrengthMeter', () => {
  it.each(REFUSED)('shows %j as not accepted, with the reason the server gives', async (password, reason) => {
    expect(await meterText(password)).toBe(`Not accepted. ${reason}`);
  });

  it.each(['violet-compass-harbor-88', 'summer-kayak-lantern-2024', 'my summer in lisbon, 2024!'])(
    'accepts a strong %j, as the server does',
    async (password) => {
      expect(await meterText(password)).toMatch(/^(Strong|Very strong)\. Good password\.$/);
    },
  );

  it("takes the school's name it is given: another school's name is a word like another", async () => {
    expect(await meterText('Riverside-Academy-2024', 'Riverside Academy')).toBe(
      `Not accepted. ${PASSWORD_MESSAGES.school}`,
    );
    expect(await meterText('Riverside-Academy-2024', 'Edu Meeting')).toMatch(/Good password\.$/);
  });

  it("gives zxcvbn's reason for what it finds weak, in the weak colours", async () => {
    expect(await meterText('password1234')).toMatch(
      /^(Very weak|Weak)\. This password is too easy to guess: this is similar to a commonly used password\./,
    );
  });
});
