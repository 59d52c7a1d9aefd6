import type { ReactNode } from 'react';
import { cx } from '../../ui/cx';
import { proseClass } from './article-blocks';
import { LEGAL_VERSION_DATE } from './legal-facts';

export interface LegalArticle {
  id: string;
  title: string;
  body: ReactNode;
}

/** The frame of the terms and of the privacy policy: title, version, contents, numbered parts. */
export function LegalPage({
  title,
  intro,
  articles,
  numbering,
  versionDate = LEGAL_VERSION_DATE,
}: {
  title: string;
  intro: ReactNode;
  articles: readonly LegalArticle[];
  /** How the parts are numbered in their headings: « Article 1 » or « 1. ». */
  numbering: 'article' | 'plain';
  /** The date of this version, when the page changed after the others. */
  versionDate?: string;
}) {
  const label = (index: number) => (numbering === 'article' ? `Article ${index + 1}` : `${index + 1}.`);
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-ink-600">Version du {versionDate}</p>
        <div className={cx(proseClass, 'mt-6 text-[17px]')}>{intro}</div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-label="Sommaire" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-ink-200 bg-ink-50 p-4">
            <p className="px-2 text-xs font-semibold tracking-wider text-ink-600 uppercase">Sommaire</p>
            <ol className="mt-2 space-y-0.5 text-[15px]">
              {articles.map((article, index) => (
                <li key={article.id}>
                  <a href={`#${article.id}`} className="flex gap-2 rounded-md px-2 py-1.5 text-ink-700 transition-colors hover:bg-white hover:text-ink-900">
                    <span className="shrink-0 text-ink-500 tabular-nums">{index + 1}.</span>
                    {article.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl space-y-10">
          {articles.map((article, index) => (
            <section key={article.id} id={article.id} aria-labelledby={`${article.id}-titre`} className="scroll-mt-24">
              <h2 id={`${article.id}-titre`} className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
                <span className="text-brand-700">{label(index)}</span>
                {numbering === 'article' ? ' – ' : ' '}
                {article.title}
              </h2>
              <div className={cx(proseClass, 'mt-4 text-[16px]')}>{article.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
