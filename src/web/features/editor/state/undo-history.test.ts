import { describe, expect, it, vi } from 'vitest';
import { emptyCvDocument, type CvDocument } from '../../../../domain/cv/cv-schema';
import { addListItem, removeItem, setAccentColor, setLayout, setPersonalField, setSectionHidden, setTemplate, updateListItem } from '../model/cv-updates';
import { createEditorStore } from './editor-store';
import { createUndoHistory, typingPath, TYPING_PAUSE_MS } from './undo-history';

function setup(start: CvDocument = emptyCvDocument(1)) {
  const store = createEditorStore({ cv: start, updatedAt: null, photoUrl: null, photoVersion: 0, templateChosen: true });
  let clock = 1_000_000;
  const history = createUndoHistory(store, { now: () => clock });
  history.start();
  const tracked = vi.fn();
  store.onChange((_n, _p, isTracked) => {
    tracked(isTracked);
  });
  return { store, history, tracked, tick: (ms: number) => (clock += ms) };
}

const type = (s: ReturnType<typeof setup>, field: 'firstName' | 'city', text: string) => {
  for (let i = 1; i <= text.length; i += 1) {
    s.store.change((cv) => setPersonalField(cv, field, text.slice(0, i)));
    s.tick(120);
  }
};

describe('typingPath', () => {
  it('names the one value that changed, list items by their id', () => {
    const cv = addListItem(emptyCvDocument(1), 'professional_experiences').cv;
    const id = cv.professional_experiences[0]!.id;
    expect(typingPath(cv, updateListItem(cv, 'professional_experiences', id, { company: 'Firme SA' }))).toBe(`/professional_experiences/${id}/company`);
    expect(typingPath(cv, setPersonalField(cv, 'city', 'Sion'))).toBe('/personal_info/city');
  });

  it('is undefined for a change of shape or of several values', () => {
    const cv = emptyCvDocument(1);
    expect(typingPath(cv, addListItem(cv, 'skills').cv)).toBeUndefined();
    expect(typingPath(cv, setTemplate(cv, 3))).toBeUndefined();
    expect(typingPath(cv, setSectionHidden(cv, 'skills', true))).toBeUndefined();
  });
});

describe('undo history', () => {
  it('collapses rapid typing into one step, and a pause starts another', async () => {
    const s = setup();
    type(s, 'firstName', 'Léa');
    s.tick(TYPING_PAUSE_MS);
    s.store.change((cv) => setPersonalField(cv, 'firstName', 'Léa Muller'));
    await s.history.undo();
    expect(s.store.get().cv.personal_info.firstName).toBe('Léa');
    await s.history.undo();
    expect(s.store.get().cv.personal_info.firstName).toBe('');
    expect(s.history.get()).toEqual({ canUndo: false, canRedo: true });
    await s.history.redo();
    await s.history.redo();
    expect(s.store.get().cv.personal_info.firstName).toBe('Léa Muller');
  });

  it('keeps typing in another field as its own step', async () => {
    const s = setup();
    type(s, 'firstName', 'Léa');
    type(s, 'city', 'Sion');
    await s.history.undo();
    expect(s.store.get().cv.personal_info).toMatchObject({ firstName: 'Léa', city: '' });
  });

  it('undoes structural changes, template, colour and layout one by one, each undo a tracked change', async () => {
    const s = setup();
    const added = addListItem(s.store.get().cv, 'professional_experiences');
    s.store.change(() => added.cv);
    s.store.change((cv) => updateListItem(cv, 'professional_experiences', added.id, { company: 'Firme SA' }));
    s.tick(TYPING_PAUSE_MS * 2);
    s.store.change((cv) => removeItem(cv, 'professional_experiences', added.id));
    s.store.change((cv) => setTemplate(cv, 3));
    s.store.change((cv) => setAccentColor(cv, '#133664'));
    s.store.change((cv) => setLayout(cv, { density: 'compact' }));
    s.tracked.mockClear();

    await s.history.undo();
    expect(s.store.get().cv.layout.density).not.toBe('compact');
    await s.history.undo();
    expect(s.store.get().cv.accent_colors.primary).not.toBe('#133664');
    await s.history.undo();
    expect(s.store.get().cv.template_id).toBe(1);
    await s.history.undo();
    expect(s.store.get().cv.professional_experiences.map((e) => e.company)).toEqual(['Firme SA']);
    expect(s.tracked.mock.calls).toEqual([[true], [true], [true], [true]]);
  });

  it('forgets the redo steps once a new change is made', async () => {
    const s = setup();
    s.store.change((cv) => setTemplate(cv, 2));
    await s.history.undo();
    expect(s.history.get().canRedo).toBe(true);
    s.store.change((cv) => setTemplate(cv, 4));
    expect(s.history.get()).toEqual({ canUndo: true, canRedo: false });
  });

  it('ignores changes that are not the user’s, records an explicit step, and undoes through a given step', async () => {
    const s = setup();
    s.store.patch({ cv: setPersonalField(s.store.get().cv, 'city', 'Berne') });
    expect(s.history.get().canUndo).toBe(false);
    const beforeRestore = s.store.get().cv;
    const restoredStep = s.history.record(beforeRestore);
    s.store.patch({ cv: setPersonalField(beforeRestore, 'city', 'Genève') });
    s.tick(TYPING_PAUSE_MS * 2);
    s.store.change((cv) => setTemplate(cv, 5));
    await s.history.undoThrough(restoredStep);
    expect(s.store.get().cv).toMatchObject({ template_id: 1, personal_info: { city: 'Berne' } });
    expect(s.history.get()).toEqual({ canUndo: false, canRedo: true });
  });

  it('runs a server step through its own calls', async () => {
    const s = setup();
    const calls: string[] = [];
    s.history.recordEffect({ undo: async () => void calls.push('undo'), redo: async () => void calls.push('redo') });
    await s.history.undo();
    await s.history.redo();
    expect(calls).toEqual(['undo', 'redo']);
  });

  it('applies what `adjust` keeps of the current document', async () => {
    const store = createEditorStore({ cv: emptyCvDocument(1), updatedAt: null, photoUrl: null, photoVersion: 0, templateChosen: true });
    const history = createUndoHistory(store, {
      adjust: (restored, current) => setPersonalField(restored, 'photo_base64', current.personal_info.photo_base64),
    });
    history.start();
    store.change((cv) => setTemplate(cv, 2));
    store.patch({ cv: setPersonalField(store.get().cv, 'photo_base64', 'data:image/jpeg;base64,AAAA') });
    await history.undo();
    expect(store.get().cv).toMatchObject({ template_id: 1, personal_info: { photo_base64: 'data:image/jpeg;base64,AAAA' } });
  });
});
