import type { Plugin } from 'ajv';
import { FINITE_KEYWORD } from '@/contract';

/**
 * Teaches the validator the contract's finite-number rule (FiniteNumber, FiniteInteger). Ajv's
 * own checks do not suffice: its type coercion turns the text "Infinity" or "1e309" into a number
 * and then skips minimum/maximum for it. The keyword sees the coerced value; it also stores -0
 * as 0, so no negative zero reaches the database.
 */
export const finiteNumbers: Plugin<unknown> = (ajv) => {
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (required: boolean, data: unknown, _schema, context) => {
      if (!required) return true;
      if (typeof data !== 'number' || !Number.isFinite(data)) return false;
      if (Object.is(data, -0) && context) Reflect.set(context.parentData, context.parentDataProperty, 0);
      return true;
    },
  });
  return ajv;
};
