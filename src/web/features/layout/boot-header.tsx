import { LogoMark } from './logo';

/**
 * What shows while the first page's code loads: the header bar that index.html paints before
 * any script runs (keep the two identical), so the page never flashes empty.
 */
export function BootHeader() {
  return (
    <div className="border-b border-transparent bg-white" aria-hidden="true">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        <div className="flex items-center gap-2.5">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-ink-900">
            CV <span className="text-brand-600">Suisse</span>
          </span>
        </div>
      </div>
    </div>
  );
}
