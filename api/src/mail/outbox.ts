// The mail outbox: Kemet has no mail server, so mail is written here (a relay would send it from this table) and to
// the log. The log copy hides the secret a mail may carry (a reset link's token), since logs travel further.
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export interface Mail {
  kind: string;
  userId: number | null;
  recipient: string;
  subject: string;
  body: string;
}

export type StoredMail = typeof mailOutbox.$inferSelect;

/** Writes the mail; `secret` (a link's token), when the mail carries one, is hidden in the log's copy. */
export async function queueMail(db: Db, log: FastifyBaseLogger, mail: Mail, secret?: string): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const body = secret ? mail.body.replaceAll(secret, '[hidden in the log: see the outbox]') : mail.body;
  log.info(
    { mail: { id: row.id, kind: mail.kind, accountId: mail.userId, to: mail.recipient, subject: mail.subject, body } },
    'mail written to the outbox',
  );
  return row.id;
}

/** The newest mail of the outbox, or of those sent to `recipient`. */
export async function newestMail(db: Db, recipient?: string): Promise<StoredMail | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(recipient === undefined ? undefined : eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return row;
}
