import { describe, expect, it } from 'vitest';
import { awaitsAnswer, initialHistory, MAX_HISTORY, moveToStatus, settleSentDate, wasSent, type PipelineState } from './status-pipeline';

const draft: PipelineState = {
  status: 'to_send',
  sent_on: null,
  status_history: initialHistory('to_send', new Date('2026-01-10T09:00:00Z')),
  followed_up_at: null,
};

describe('the status pipeline', () => {
  it('dates the sending when an application leaves « à envoyer » (the Zurich day), and records each move', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Zurich: sent in February.
    const sent = moveToStatus(draft, 'sent', new Date('2026-01-31T23:30:00Z'));
    expect(sent.status).toBe('sent');
    expect(sent.sent_on).toBe('2026-02-01');
    const interview = moveToStatus(sent, 'interview', new Date('2026-02-10T08:00:00Z'));
    expect(interview.sent_on).toBe('2026-02-01');
    expect(interview.status_history).toEqual([
      { status: 'to_send', at: '2026-01-10T09:00:00.000Z' },
      { status: 'sent', at: '2026-01-31T23:30:00.000Z' },
      { status: 'interview', at: '2026-02-10T08:00:00.000Z' },
    ]);
  });

  it('keeps a sending date given before, and skips a move to the same status', () => {
    const dated = { ...draft, sent_on: '2026-01-05' };
    expect(moveToStatus(dated, 'rejected', new Date('2026-01-20T10:00:00Z')).sent_on).toBe('2026-01-05');
    const sent = moveToStatus(draft, 'sent', new Date('2026-01-12T10:00:00Z'));
    expect(moveToStatus(sent, 'sent', new Date('2026-01-13T10:00:00Z'))).toBe(sent);
  });

  it('back to « à envoyer » means not sent: no date, no follow-up; « retirée » before sending stays undated', () => {
    const sent = { ...moveToStatus(draft, 'sent', new Date('2026-01-12T10:00:00Z')), followed_up_at: '2026-01-25T09:00:00.000Z' };
    const back = moveToStatus(sent, 'to_send', new Date('2026-01-26T10:00:00Z'));
    expect(back).toMatchObject({ status: 'to_send', sent_on: null, followed_up_at: null });
    expect(wasSent(back)).toBe(false);
    const withdrawnDraft = moveToStatus(draft, 'withdrawn', new Date('2026-01-26T10:00:00Z'));
    expect(withdrawnDraft.sent_on).toBeNull();
    expect(wasSent(withdrawnDraft)).toBe(false);
    const withdrawnAfterSending = moveToStatus(sent, 'withdrawn', new Date('2026-01-26T10:00:00Z'));
    expect(withdrawnAfterSending.sent_on).toBe('2026-01-12');
    expect(wasSent(withdrawnAfterSending)).toBe(true);
  });

  it('keeps the last 50 changes', () => {
    let state = draft;
    for (let i = 0; i < 60; i++) state = moveToStatus(state, i % 2 ? 'sent' : 'interview', new Date(Date.UTC(2026, 0, 1, 0, i)));
    expect(state.status_history).toHaveLength(MAX_HISTORY);
    expect(state.status_history.at(-1)).toEqual({ status: 'sent', at: '2026-01-01T00:59:00.000Z' });
  });

  it('settles the date of an application written whole, and says which status awaits an answer', () => {
    const now = new Date('2026-03-31T22:30:00Z'); // 00:30 on 1 April in Zurich (summer time)
    expect(settleSentDate('to_send', '2026-03-02', now)).toBeNull();
    expect(settleSentDate('sent', null, now)).toBe('2026-04-01');
    expect(settleSentDate('rejected', '2026-03-02', now)).toBe('2026-03-02');
    expect(settleSentDate('withdrawn', null, now)).toBeNull();
    expect(['to_send', 'sent', 'interview', 'offer', 'rejected', 'no_answer', 'withdrawn'].filter((s) => awaitsAnswer(s as PipelineState['status']))).toEqual([
      'sent',
    ]);
  });
});
