import {
  MessageResponse,
  MyRegistration,
  MyRegistrationsResponse,
  RegistrationSavedResponse,
} from '@/contract';
import { envelope, parseEach, parseResponse } from '@/lib/parse';

/**
 * The checks of the registration calls' answers (registrations-api.ts loads this module when
 * the first answer arrives, so no page carries a checker before it calls). The list is checked
 * as an envelope, then registration by registration (lib/parse).
 */

const MyRegistrationsEnvelope = envelope(MyRegistrationsResponse, 'registrations');

export const myRegistrations = (raw: unknown): MyRegistration[] =>
  parseEach(MyRegistration, parseResponse(MyRegistrationsEnvelope, raw).registrations, 'registrations');

export const registrationSaved = (raw: unknown): RegistrationSavedResponse =>
  parseResponse(RegistrationSavedResponse, raw);

export const message = (raw: unknown): string => parseResponse(MessageResponse, raw).message;
