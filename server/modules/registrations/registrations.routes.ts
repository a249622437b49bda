import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorResponse,
  IdParams,
  MeetingRegistrationsResponse,
  MessageResponse,
  MyRegistrationsResponse,
  RegistrationParams,
  RegistrationSavedResponse,
  type Registration,
} from '@/contract';
import { databaseEngine } from '../../db/database';
import { Admission } from '../../lib/admission';
import { wantsCsv } from '../../lib/csv';
import { BEARER } from '../../lib/route-schemas';
import { auditActor, signedInUserId } from '../accounts/authenticate';
import { registrationsCsv } from './registrations-csv';
import { registrationsService } from './registrations.service';

const TAGS = ['registrations'];
const USER_ERRORS = { 401: ErrorResponse, 404: ErrorResponse };

const cancelledMessage = (changes: readonly { kind: string }[], whose: 'your' | 'its') =>
  changes.some((change) => change.kind === 'promoted')
    ? `Registration cancelled; ${whose} seat went to the first on the waiting list`
    : 'Registration cancelled';

export const registrationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registrations and cancellations take their turn here. On PostgreSQL no more of them than the
  // pool has connections, less two, hold connections at once (most would only wait for the
  // meeting's lock), so a visitor's read always finds one; beyond them a rush waits in line, and
  // only one that would wait longer than the budget is told the server is busy. SQLite's one
  // connection takes one decision at a time anyway: a few at once only overlap their checks.
  const seatDecisions = new Admission({
    name: 'seat decisions',
    permits: databaseEngine(app.config) === 'postgresql' ? Math.max(1, app.config.databasePoolSize - 2) : 4,
  });

  app.post(
    '/api/meetings/:id/registrations',
    {
      schema: {
        tags: TAGS,
        summary:
          'Register the caller for the meeting: a seat while one is free, else the end of the waiting list (no body)',
        security: BEARER,
        params: IdParams,
        response: {
          201: RegistrationSavedResponse,
          400: ErrorResponse,
          409: ErrorResponse,
          ...USER_ERRORS,
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireUser let a request without a user through');
      const { registration } = await registrationsService.register(
        app.db,
        request.params.id,
        user,
        app.config,
      );
      return reply.code(201).send({
        message:
          registration.status === 'confirmed'
            ? 'You are registered: your seat is confirmed'
            : `The meeting is full: you are number ${String(registration.position)} on the waiting list`,
        registration,
      });
    },
  );

  app.delete(
    '/api/meetings/:id/registrations/me',
    {
      schema: {
        tags: TAGS,
        summary: "Cancel the caller's registration; a seat it held goes to the first on the waiting list",
        security: BEARER,
        params: IdParams,
        response: { 200: MessageResponse, 400: ErrorResponse, ...USER_ERRORS },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const changes = await seatDecisions.run(() =>
        registrationsService.cancelMine(app.db, request.params.id, signedInUserId(request), app.config),
      );
      return { message: cancelledMessage(changes, 'your') };
    },
  );

  app.get(
    '/api/me/registrations',
    {
      schema: {
        tags: TAGS,
        summary:
          "The caller's registrations (My meetings), cancelled ones too: coming meetings soonest first, then past ones",
        security: BEARER,
        response: { 200: MyRegistrationsResponse, 401: ErrorResponse },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      message: 'Registrations fetched successfully',
      registrations: await registrationsService.forUser(app.db, signedInUserId(request)),
    }),
  );

  app.get(
    '/api/meetings/:id/registrations',
    {
      schema: {
        tags: TAGS,
        summary:
          'The meeting’s registrations (admins): confirmed in order of registration, then the waiting list by place, then cancelled ones; Accept: text/csv gives a spreadsheet',
        security: BEARER,
        params: IdParams,
        produces: ['application/json', 'text/csv'],
        response: {
          200: {
            content: {
              'application/json': { schema: MeetingRegistrationsResponse },
              'text/csv': {
                schema: Type.String({ description: 'One header row, then a row per registration' }),
              },
            },
          },
          403: ErrorResponse,
          ...USER_ERRORS,
        },
      },
      onRequest: app.requireAccess('registrations'),
    },
    async (request, reply) => {
      const registrations: Registration[] = await registrationsService.forMeeting(app.db, request.params.id);
      if (wantsCsv(request.headers.accept)) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="registrations-${request.params.id}.csv"`)
          .send(registrationsCsv(registrations));
      }
      return reply
        .type('application/json; charset=utf-8')
        .send({ message: 'Registrations fetched successfully', registrations });
    },
  );

  app.delete(
    '/api/meetings/:id/registrations/:registrationId',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel one registration (admins); a seat it held goes to the first on the waiting list',
        security: BEARER,
        params: RegistrationParams,
        response: { 200: MessageResponse, 403: ErrorResponse, 409: ErrorResponse, ...USER_ERRORS },
      },
      onRequest: app.requireAccess('content'),
    },
    async (request) => {
      const { id, registrationId } = request.params;
      const changes = await seatDecisions.run(() =>
        registrationsService.cancelById(app.db, id, registrationId, app.config, auditActor(request)),
      );
      return { message: cancelledMessage(changes, 'its') };
    },
  );
  return Promise.resolve();
};
