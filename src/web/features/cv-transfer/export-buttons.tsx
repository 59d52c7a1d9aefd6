import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeApiError } from '../../lib/api-errors';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { downloadCvExport, type ExportFormat } from './cv-export';
import { CV_EXPORT_ITEMS } from './export-items';
import { transferMessages as m } from './messages';

/**
 * The other formats in the editor's download dialog, once the CV is saved: the same gate and
 * the same redirect to /tarifs as the PDF.
 */
export function ExportButtons({ cvId, title, disabled, onDone }: { cvId: string | undefined; title: string; disabled?: boolean; onDone: () => void }) {
  const [busy, setBusy] = useState<ExportFormat>();
  const navigate = useNavigate();
  const toast = useToast();

  const run = async (format: ExportFormat) => {
    if (!cvId) return;
    setBusy(format);
    try {
      await downloadCvExport(cvId, title, format);
      onDone();
    } catch (err) {
      if (isSubscriptionRequired(err)) {
        onDone();
        goToPricingForDownload(navigate, routes.editorCv(cvId));
      } else toast.error(describeApiError(err, m.exportFailed));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-ink-700">{m.otherFormats}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {CV_EXPORT_ITEMS.map((item) => (
          <Button
            key={item.format}
            variant="outline"
            size="sm"
            disabled={disabled || !cvId || (busy !== undefined && busy !== item.format)}
            loading={busy === item.format}
            onClick={() => void run(item.format)}
          >
            <FileDown className="size-4" aria-hidden="true" />
            {item.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
