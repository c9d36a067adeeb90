// Security events as structured pino lines: {"securityEvent":"signin.failure","accountId":7,"ip":"…",…}.
// Any route or plugin (sign-in, password change, the rate limiter's delays) calls securityEvent(); secrets never go in.
import type { FastifyRequest } from 'fastify';

export type SecurityEventName =
  | 'signup'
  | 'signin.success'
  | 'signin.failure'
  | 'signin.delayed'
  | 'signout'
  | 'password.changed'
  | 'password.change.failure'
  | 'password.reset.requested'
  | 'password.reset'
  | 'password.reset.failure'
  | 'email.changed'
  | 'email.change.failure'
  | 'session.revoked'
  | 'authorization.failure';

export interface SecurityEventFields {
  /** The account concerned, or null when there is none (an unknown email). */
  accountId: number | null;
  [detail: string]: string | number | boolean | null | undefined;
}

// Belt and braces: a detail whose name suggests a secret is dropped, whatever a caller passes.
const SECRET_KEY = /pass|token|secret|cookie|hash|cvc|card/i;

export function securityEvent(request: FastifyRequest, event: SecurityEventName, fields: SecurityEventFields): void {
  const details = Object.fromEntries(Object.entries(fields).filter(([key]) => !SECRET_KEY.test(key)));
  const level = event.endsWith('failure') || event === 'signin.delayed' ? 'warn' : 'info';
  request.log[level](
    { securityEvent: event, ...details, ip: request.ip, userAgent: request.headers['user-agent'] },
    `security event: ${event}`,
  );
}
