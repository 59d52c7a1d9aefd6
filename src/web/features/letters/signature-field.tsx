import { useRef, useState } from 'react';
import { describeApiError } from '../../lib/api-errors';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { deleteSignature, uploadSignature } from './api/letter-files';
import { letterMessages as m } from './messages';

/** The optional image of a handwritten signature: for a saved letter (it is stored with it). */
export function SignatureField({
  letterId,
  signatureUrl,
  onChange,
}: {
  letterId: string | undefined;
  signatureUrl: string | null;
  onChange: (url: string | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  if (!letterId) return <p className="text-sm text-ink-500">Signature manuscrite&nbsp;: disponible une fois la lettre enregistrée dans votre compte.</p>;

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    try {
      onChange(await work());
    } catch (error) {
      toast.error(describeApiError(error, m.operations.signature));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-ink-700">Signature manuscrite (image)</span>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label="Choisir l’image de la signature"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void run(async () => (await uploadSignature(letterId, file)).signature_url);
        }}
      />
      <Button type="button" variant="outline" size="sm" loading={busy} onClick={() => input.current?.click()}>
        {signatureUrl ? 'Remplacer' : 'Ajouter une image'}
      </Button>
      {signatureUrl && (
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void run(async () => (await deleteSignature(letterId), null))}>
          Retirer
        </Button>
      )}
    </div>
  );
}
