import { describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../../../domain/cv/colours';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { blankItem } from '../model/blank-items';
import { bootFromLocal, bootFromServer, editorRouteKey, parseEditorRoute } from './boot';

const named = (templateId: number, firstName = 'Aline') => {
  const cv = emptyCvDocument(templateId);
  return { ...cv, personal_info: { ...cv.personal_info, firstName } };
};

describe('editor routes', () => {
  it('reads the three editor routes', () => {
    expect(parseEditorRoute('/editor')).toEqual({ kind: 'new' });
    expect(parseEditorRoute('/editor/')).toEqual({ kind: 'new' });
    expect(parseEditorRoute('/editor/model/4')).toEqual({ kind: 'model', templateId: 4 });
    expect(parseEditorRoute('/editor/model/9')).toEqual({ kind: 'model', templateId: 1 });
    expect(parseEditorRoute('/editor/cv/abc-1')).toEqual({ kind: 'cv', cvId: 'abc-1' });
    expect(parseEditorRoute('/mes_cvs')).toBeUndefined();
    expect(editorRouteKey({ kind: 'cv', cvId: 'x' })).toBe('cv:x');
  });
});

describe('bootFromLocal', () => {
  it('starts /editor on the models view without a template', () => {
    const boot = bootFromLocal({ kind: 'new' }, {});
    expect(boot.view).toBe('models');
    expect(boot.data.templateChosen).toBe(false);
    expect(boot.restored).toBeUndefined();
  });

  it('builds an empty CV for /editor/model/{id}, with blank items that are not changes', () => {
    const boot = bootFromLocal({ kind: 'model', templateId: 3 }, {});
    expect(boot.view).toBe('rediger');
    expect(boot.data.cv.template_id).toBe(3);
    expect(boot.data.cv.accent_colors).toEqual(defaultAccentColors(3));
    expect(boot.data.cv.skills).toHaveLength(1);
    expect(boot.pendingChanges).toBe(false);
  });

  it('resumes a draft with a template and a first name in rediger', () => {
    const boot = bootFromLocal({ kind: 'new' }, { draft: { cv: named(5), hasTemplate: true } });
    expect(boot.view).toBe('rediger');
    expect(boot.data.templateChosen).toBe(true);
    expect(boot.data.cv.personal_info.firstName).toBe('Aline');
    expect(boot.restored).toBe('draft');
  });

  it('keeps a draft that cannot be resumed, on the models view', () => {
    const cv = emptyCvDocument(2);
    const draft = { cv: { ...cv, personal_info: { ...cv.personal_info, city: 'Coire' } }, hasTemplate: true };
    const boot = bootFromLocal({ kind: 'new' }, { draft });
    expect(boot.view).toBe('models');
    expect(boot.data.cv.personal_info.city).toBe('Coire');
  });

  it('ignores an untouched draft', () => {
    const boot = bootFromLocal(
      { kind: 'model', templateId: 6 },
      { draft: { cv: { ...emptyCvDocument(2), skills: [blankItem('skills')] }, hasTemplate: true } },
    );
    expect(boot.restored).toBeUndefined();
    expect(boot.data.cv.template_id).toBe(6);
  });

  it('keeps the draft’s content when a model is picked, in that model', () => {
    const boot = bootFromLocal({ kind: 'model', templateId: 2 }, { draft: { cv: named(5), hasTemplate: true } });
    expect(boot.data.cv.template_id).toBe(2);
    expect(boot.data.cv.accent_colors).toEqual(defaultAccentColors(2));
    expect(boot.data.cv.personal_info.firstName).toBe('Aline');
  });

  it('prefers a signed-in user’s safety copy of a CV not yet created', () => {
    const boot = bootFromLocal(
      { kind: 'new' },
      { draft: { cv: named(1, 'Draft'), hasTemplate: true }, unsavedCopy: { cv: named(4, 'Copie'), baseUpdatedAt: null, changedAt: 1 } },
    );
    expect(boot.data.cv.personal_info.firstName).toBe('Copie');
    expect(boot.restored).toBe('unsaved-copy');
    expect(boot.view).toBe('rediger');
  });
});

describe('bootFromServer', () => {
  const saved = {
    meta: { id: 'c1', createdAt: null, updatedAt: '2026-11-23T08:00:00Z', photoUrl: '/api/cvs/c1/photo/', version: 3 },
    cv: { ...named(4, 'Serveur'), custom_fields: [{ id: 'custom_field_1', title: 'Old', content: '' }], section_titles: { custom_field_1: 'Bénévolat' } },
  };

  it('opens the saved CV in rediger, custom titles taken from section_titles', () => {
    const boot = bootFromServer(saved);
    expect(boot.view).toBe('rediger');
    expect(boot.data.cvId).toBe('c1');
    expect(boot.data.photoUrl).toBe('/api/cvs/c1/photo/');
    expect(boot.data.cv.custom_fields[0]?.title).toBe('Bénévolat');
    expect(boot.pendingChanges).toBe(false);
    // A CV with a name gets no blank items.
    expect(boot.data.cv.skills).toEqual([]);
  });

  it('restores this device’s unsaved changes made on the same version', () => {
    const copy = { cv: named(4, 'Local'), baseUpdatedAt: '2026-11-23T08:00:00Z', changedAt: 2 };
    const boot = bootFromServer(saved, copy);
    expect(boot.data.cv.personal_info.firstName).toBe('Local');
    expect(boot.pendingChanges).toBe(true);
    expect(boot.restored).toBe('unsaved-copy');
    expect(bootFromServer(saved, { ...copy, baseUpdatedAt: '2026-11-22T08:00:00Z' }).data.cv.personal_info.firstName).toBe('Serveur');
  });

  it('offers changes made on an older version as a conflict instead of dropping them', () => {
    const copy = { cv: named(4, 'Local'), baseUpdatedAt: '2026-11-22T08:00:00Z', changedAt: 2 };
    const boot = bootFromServer(saved, copy);
    expect(boot.data.cv.personal_info.firstName).toBe('Serveur');
    expect(boot.data.version).toBe(3);
    expect(boot.staleCopy?.personal_info.firstName).toBe('Local');
  });

  it('a copy whose save reached the server as the page was left is no conflict, whatever the key order and photo address', () => {
    // The server's answer comes from jsonb, keys in its own order; the copy kept the editor's.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    // A CV with a photo: the server's answer names it in photo_url, the editor's copy never does.
    const server = { meta: { ...saved.meta, version: 4 }, cv: { ...named(4, 'Yasmine'), photo_url: '/api/cvs/c1/photo/' } };
    const editorState = { ...bootFromServer({ ...server, meta: { ...server.meta, version: 3 } }).data.cv, photo_url: '' };
    const copy = { cv: editorState, baseUpdatedAt: '2026-11-23T08:00:00Z', baseVersion: 3, changedAt: 2 };
    const boot = bootFromServer({ ...server, cv: reversed(server.cv) as typeof server.cv }, copy);
    expect(boot.staleCopy).toBeUndefined();
    expect(boot.data.cv.personal_info.firstName).toBe('Yasmine');
    expect(boot.data.version).toBe(4);
    // One field apart, it is offered.
    const other = { ...copy, cv: { ...editorState, personal_info: { ...editorState.personal_info, lastName: 'Haddad' } } };
    expect(bootFromServer({ ...server, cv: reversed(server.cv) as typeof server.cv }, other).staleCopy?.personal_info.lastName).toBe('Haddad');
  });

  it('says what was repaired in a draft that no longer fits the schema', () => {
    const boot = bootFromLocal(
      { kind: 'new' },
      { draft: { cv: named(1, 'Léa'), hasTemplate: true, repairs: [{ path: 'personal_info.city', kind: 'shortened', removedText: 'x' }] } },
    );
    expect(boot.repairs).toEqual([{ path: 'personal_info.city', kind: 'shortened', removedText: 'x' }]);
  });
});
