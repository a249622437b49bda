import {
  LoginResponse,
  MessageResponse,
  ProfileExport,
  ProfileResponse,
  RegisterResponse,
  type Profile,
  type User,
} from '@/contract';
import { parseResponse } from '@/lib/parse';

/**
 * The checks of the account calls' answers (auth-api.ts loads this module when an answer
 * arrives): the pages' first load carries no schema.
 */
export const loginToken = (raw: unknown): string => parseResponse(LoginResponse, raw).data;
export const registeredUser = (raw: unknown): User => parseResponse(RegisterResponse, raw).data;
export const message = (raw: unknown): string => parseResponse(MessageResponse, raw).message;
export const profileUser = (raw: unknown): Profile => parseResponse(ProfileResponse, raw).data;
export const profileExport = (raw: unknown): ProfileExport => parseResponse(ProfileExport, raw);
