import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { buttonClass } from '../../ui/button';
import { cx } from '../../ui/cx';
import { documentMessages as m } from './messages';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Drop files here, or pick them with the file input (keyboard and screen readers use the button). */
export function UploadArea({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const inputId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="upload-area"
      className={cx(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        over ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white',
      )}
    >
      <Upload className="size-8 text-brand-600" aria-hidden="true" />
      <p className="mt-3 font-semibold text-ink-900">{m.dropTitle}</p>
      <p className="mt-1 text-sm text-ink-600" id={`${inputId}-hint`}>
        {m.dropHint}
      </p>
      <label
        htmlFor={inputId}
        className={cx(
          buttonClass('outline', 'md'),
          'mt-4 cursor-pointer focus-within:ring-2 focus-within:ring-brand-600/40',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {m.choose}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${inputId}-hint`}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
