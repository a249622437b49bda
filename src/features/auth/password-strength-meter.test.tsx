import { act, render } from '@testing-library/react';
import { PASSWORD_MESSAGES } from '@/contract';
import { REFUSED_PASSWORDS } from '@/contract/password-examples';
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

describe('PasswordStrengthMeter', () => {
  it.each(REFUSED_PASSWORDS)(
    'shows %j as not accepted, with the reason the server gives',
    async (password, reason) => {
      expect(await meterText(password)).toBe(`Not accepted. ${reason}`);
    },
  );

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
