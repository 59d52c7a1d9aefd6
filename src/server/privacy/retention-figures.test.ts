import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '../../domain/privacy/retention.js';
import { BIN_KEEP_DAYS } from '../cvs/cv-bin.js';

/** The figures the privacy page states are the ones the code and the operator kit apply (the page itself: web/features/content/privacy-retention.test.tsx). */
describe('one figure, one constant', () => {
  it('the bin the CV list shows and purges keeps what the page says', () => {
    expect(BIN_KEEP_DAYS).toBe(RETENTION.binDays);
  });

  it("journald keeps the server's log as long as the page says technical logs are kept", () => {
    const conf = readFileSync(new URL('../../../deploy/systemd/journald@cv-suisse.conf', import.meta.url), 'utf8');
    expect(conf).toMatch(/^\[Journal\]$/m);
    expect(conf.match(/^MaxRetentionSec=(\d+)day$/m)?.[1]).toBe(String(RETENTION.logDays));
    const unit = readFileSync(new URL('../../../deploy/systemd/cv-suisse.service', import.meta.url), 'utf8');
    expect(unit).toMatch(/^LogNamespace=cv-suisse$/m);
  });
});
