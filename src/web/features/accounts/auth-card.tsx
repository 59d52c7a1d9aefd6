import type { ReactNode } from 'react';
import { usePageMeta } from '../../ui/page-meta';

/** The centred card of the account pages reached from an e-mail (verify, reset, pending, login). */
export function AuthCard({ metaTitle, icon, title, children }: { metaTitle: string; icon?: ReactNode; title: ReactNode; children: ReactNode }) {
  usePageMeta(metaTitle);
  return (
    <div className="flex flex-1 items-start justify-center bg-ink-50/60 px-4 py-12 sm:py-20">
      <section className="w-full max-w-md rounded-2xl border border-ink-100 bg-white p-6 shadow-card sm:p-8" aria-labelledby="auth-card-title">
        {icon && <div className="mb-5 flex justify-center">{icon}</div>}
        <h1 id="auth-card-title" className="text-center text-2xl font-bold tracking-tight text-balance text-ink-900">
          {title}
        </h1>
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

export function IconBadge({ tone, children }: { tone: 'brand' | 'success' | 'error'; children: ReactNode }) {
  const tones = { brand: 'bg-brand-50 text-brand-700', success: 'bg-emerald-50 text-emerald-700', error: 'bg-red-50 text-red-700' };
  return <span className={`grid size-14 place-items-center rounded-full ${tones[tone]}`}>{children}</span>;
}
