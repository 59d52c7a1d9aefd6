import { describe, expect, it, vi } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { setPersonalField } from '../model/cv-updates';
import { createEditorStore } from './editor-store';

const initial = () => ({ cv: emptyCvDocument(1), updatedAt: null, photoUrl: null, photoVersion: 0, templateChosen: true });

describe('editor store', () => {
  it('tells change listeners whether a change is the user’s', () => {
    const store = createEditorStore(initial());
    const onChange = vi.fn();
    store.onChange(onChange);
    store.change((cv) => setPersonalField(cv, 'city', 'Bienne'));
    const [next, , tracked] = onChange.mock.lastCall as [{ cv: { personal_info: { city: string } } }, unknown, boolean];
    expect(next.cv.personal_info.city).toBe('Bienne');
    expect(tracked).toBe(true);
    store.patch({ cvId: 'c1' });
    expect((onChange.mock.lastCall as [{ cvId: string }, unknown, boolean])[0].cvId).toBe('c1');
    expect((onChange.mock.lastCall as unknown[])[2]).toBe(false);
  });

  it('does not notify anyone when an update changes nothing', () => {
    const store = createEditorStore(initial());
    const listener = vi.fn();
    store.subscribe(listener);
    store.change((cv) => setPersonalField(cv, 'city', ''));
    expect(listener).not.toHaveBeenCalled();
  });
});
