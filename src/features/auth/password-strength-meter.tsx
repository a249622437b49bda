import { useEffect, useState } from 'react';
import {
  estimatorInputs,
  PASSWORD_STRENGTH,
  passwordProblem,
  personalWords,
  type PasswordEstimate,
} from '@/contract';
import { loadPasswordEstimator, type EstimatePassword } from './password-estimator';
import './password-strength-meter.css';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

interface Props {
  id: string;
  password: string;
  /** The account's own email and name, which the password must not contain. */
  personal: (string | undefined)[];
}

/**
 * How strong the new password is, while it is typed, by the rule the server applies (the server
 * decides; this only says early what it will say).
 */
export function PasswordStrengthMeter({ id, password, personal }: Props) {
  const [estimate, setEstimate] = useState<EstimatePassword | null>(null);

  useEffect(() => {
    let active = true;
    loadPasswordEstimator().then(
      (loaded) => active && setEstimate(() => loaded),
      () => undefined, // without the estimator the hint below still gives the rule; the server checks
    );
    return () => {
      active = false;
    };
  }, []);

  const words = personalWords(...personal);
  const result: PasswordEstimate | null =
    estimate && password ? estimate(password, estimatorInputs(words)) : null;
  const problem = result ? passwordProblem(password, result, words) : undefined;
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
