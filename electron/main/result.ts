import type { Result } from '../ipc-contract';

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(message: string): Result<T> => ({ ok: false, message });
