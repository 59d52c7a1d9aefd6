import { describe, expect, it } from 'vitest';
import { developmentLogTransport } from './log-format.js';

describe('the log format', () => {
  it('is pino-pretty with local times outside production', () => {
    const logger = developmentLogTransport({ isProduction: false });
    expect(logger?.transport.target).toMatch(/node_modules\/pino-pretty\//);
    expect(logger?.transport.options).toMatchObject({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  });

  it('stays JSON lines in production, without loading pino-pretty', () => {
    expect(developmentLogTransport({ isProduction: true })).toBeUndefined();
  });
});
