import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { linksIn, type MailMessage } from './layout.js';

/** Delivers one message or throws; the outbox worker retries what throws. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage & { id: string }): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the local outbox directory. */
export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config, config.mail.smtpUrl) : outboxTransport(config, log);
}

function smtpTransport(config: Config, url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Fail fast: the worker retries later, and a hanging server must not hold a worker for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: config.mail.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-CV-Suisse-Mail': message.kind },
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The local default: each mail becomes an .eml file (open it with any mail client) and a .json
 * summary in DATA_DIR/outbox, and its links are printed in the log, so that a new user can
 * verify an account or reset a password with no mail server at all.
 */
function outboxTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = config.mail.outboxDir;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail({
        from: config.mail.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-CV-Suisse-Mail': message.kind },
      });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(dir, `${stamp}-${message.kind}-${message.id.slice(0, 8)}`);
      const links = linksIn(message.text);
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(
        `${base}.json`,
        JSON.stringify({ id: message.id, kind: message.kind, to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, links }, null, 2),
      );
      // The links (which sign in or reset a password) help a local run; a production log never holds them.
      const shownLinks = config.isProduction ? [] : links;
      log.info(
        { mail: { to: message.to, subject: message.subject, links: shownLinks, file: `${base}.eml` } },
        `mail to ${message.to} written to the local outbox: « ${message.subject} »${shownLinks.length ? ` ${shownLinks.join(' ')}` : ''}`,
      );
    },
    close() {
      composer.close();
    },
  };
}
