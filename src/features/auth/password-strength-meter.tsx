import { useEffect, useState } from 'react';
import { PASSWORD_STRENGTH, passwordProblem, passwordWords, type PasswordEstimate } from '@/contract';
import { loadPasswordChecks, type PasswordChecks } from './password-estimator';
import './password-strength-meter.css';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

interface Props {
  id: string;
  password: string;
  /** The account's own email and name, which the password must not contain. */
  personal: (string | undefined)[];
  /** The school's name (its settings), which the password must not contain either. */
  schoolName: string;
}

/**
 * How strong the new password is, while it is typed, by the rule the server applies (the server
 * decides; this only says early what it will say).
 */
export function PasswordStrengthMeter({ id, password, personal, schoolName }: Props) {
  const [checks, setChecks] = useState<PasswordChecks | null>(null);
  // Fetched with the first character typed, not with the page: about 1 MB that a visitor who only
  // reads the form (or a phone's first seconds on it) must not pay for.
  const typing = password !== '';

  useEffect(() => {
    if (!typing || checks) return undefined;
    let active = true;
    loadPasswordChecks().then(
      (loaded) => active && setChecks(loaded),
      () => undefined, // without them the hint below still gives the rule; the server checks
    );
    return () => {
      active = false;
    };
  }, [typing, checks]);

  const words = passwordWords(personal, schoolName);
  const result: PasswordEstimate | null =
    checks && password ? checks.estimate(password, words.estimatorInputs) : null;
  const problem = checks && result ? passwordProblem(password, result, words, checks.common) : undefined;
  // A refused password never looks acceptable, whatever its raw score: red, and said so.
  const score = result ? (problem ? Math.min(result.score, 1) : result.score) : 0;
  const label = result && problem && result.score > 1 ? 'Not accepted' : LABELS[score];
  // One segment as soon as something is typed, so "very weak" is visible too.
  const lit = password ? Math.max(1, score) : 0;

  return (
    <div id={id} className="password-meter" aria-live="polite">
      <div className="password-meter__bar" data-level={score} aria-hidden="true">
        {Array.from({ length: PASSWORD_STRENGTH.maxScore }, (_, index) => (
          <span key={index} className={index < lit ? 'password-meter__segment--on' : undefined} />
        ))}
      </div>
      <p className="password-meter__text">
        {!password || !result ? (
          `At least ${PASSWORD_STRENGTH.minLength} characters; several unrelated words work well.`
        ) : problem ? (
          <>
            <strong>{label}.</strong> {problem}
          </>
        ) : (
          <>
            <strong>{label}.</strong> Good password.
          </>
        )}
      </p>
    </div>
  );
}
