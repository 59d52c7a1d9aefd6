import type { ReactNode } from 'react';
import type { CvView } from '../cv-view.js';

/** The complete HTML document around a design: no script, no link, no URL but fonts and data:. */
export function CvHtmlDocument({ view, css, bodyClass, children }: { view: CvView; css: string; bodyClass: string; children: ReactNode }) {
  return (
    <html lang={view.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{view.documentTitle}</title>
        {view.fullName ? <meta name="author" content={view.fullName} /> : null}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className={bodyClass}>{children}</body>
    </html>
  );
}
