import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pdfFileName } from '../../../domain/cv/pdf-file-name';
import { downloadCvPdf } from '../../lib/cv-download';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { routes } from '../../paths';
import type { CvCardItem } from './api/list-cvs';
import { cvListMessages as m } from './messages';

export type CvDownloadState =
  | { status: 'idle' }
  | { status: 'preparing'; cv: CvCardItem }
  | { status: 'done'; cv: CvCardItem }
  | { status: 'error'; cv: CvCardItem | null; message: string };

/**
 * The list's download: the dialog shows the progress while the server prints the PDF; without
 * a subscription the user goes to /tarifs with the download notice (spec section 4).
 */
export function useCvDownload() {
  const navigate = useNavigate();
  const [state, setState] = useState<CvDownloadState>({ status: 'idle' });
  const attempt = useRef(0);

  const start = useCallback(
    async (cv: CvCardItem | null) => {
      const current = ++attempt.current;
      if (!cv) {
        setState({ status: 'error', cv: null, message: m.noCvSelected });
        return;
      }
      setState({ status: 'preparing', cv });
      try {
        await downloadCvPdf(cv.id, pdfFileName(cv.title));
        if (attempt.current === current) setState({ status: 'done', cv });
      } catch (err) {
        if (attempt.current !== current) return;
        if (isSubscriptionRequired(err)) {
          setState({ status: 'idle' });
          goToPricingForDownload(navigate, routes.editorCv(cv.id));
          return;
        }
        setState({ status: 'error', cv, message: m.downloadFailed });
      }
    },
    [navigate],
  );

  const close = useCallback(() => {
    attempt.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, start, close };
}
