import { Fragment } from 'react';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { readSiteConfig } from '../../lib/site-info';
import { Alert } from '../../ui/alert';

/** Where a page promises an e-mail: says that none leaves the server on an installation without SMTP. */
export function MailOutboxNotice({ className }: { className?: string }) {
  if (readSiteConfig().mail.mode !== 'outbox') return null;
  return (
    <Alert tone="warning" className={className}>
      {m.mailOutboxNotice.split('e-mail').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <span className="whitespace-nowrap">e-mail</span>}
          {part}
        </Fragment>
      ))}
    </Alert>
  );
}
