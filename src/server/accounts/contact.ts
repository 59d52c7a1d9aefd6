import type { ContactRequest } from '../../domain/accounts/schemas.js';
import { accountMessages as m } from '../../domain/accounts/messages.js';
import { contactMessages } from '../db/schema/contact-messages.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { contactMail } from '../mail/templates.js';
import type { AccountsContext } from './context.js';

/**
 * Keeps the message and mails it to the support address with the sender as reply-to. The
 * sender gets no automatic copy: the form would otherwise send mail to any address typed in.
 */
export async function sendContactMessage(
  ctx: AccountsContext,
  input: ContactRequest,
  from: { userId: string | null; ip: string },
): Promise<{ detail: string }> {
  await ctx.limiter.consume(rateLimitRules.contactMessagesPerIp, from.ip);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, userId: from.userId, createdAt: now });
    await ctx.mailer.enqueue(tx, contactMail(ctx.config, { ...input, userId: from.userId, receivedAt: now }));
  });
  ctx.mailer.kick();
  return { detail: m.contactSent };
}
