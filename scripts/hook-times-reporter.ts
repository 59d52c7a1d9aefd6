// A vitest reporter that measures every beforeAll/afterAll (as seen from the main process, to the
// nearest task update) and prints the slowest per project at the end of the run, next to the
// project's hookTimeout: the ceilings in vitest.config.ts are derived from these figures
// (docs/testing.md, « Setup under load »). HOOK_TIMES_FILE=path also writes every figure as JSON.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { ReportedHookContext, Reporter, TestModule, Vitest } from 'vitest/node';

interface HookTime {
  project: string;
  file: string;
  hook: string;
  seconds: number;
}

export default class HookTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly times: HookTime[] = [];
  private readonly ceilings = new Map<string, number>();

  onInit(vitest: Vitest) {
    for (const project of vitest.projects) this.ceilings.set(project.name, project.config.hookTimeout);
  }

  private key(hook: ReportedHookContext) {
    return `${hook.entity.id}:${hook.name}`;
  }

  onHookStart(hook: ReportedHookContext) {
    if (hook.name === 'beforeAll' || hook.name === 'afterAll') this.started.set(this.key(hook), performance.now());
  }

  onHookEnd(hook: ReportedHookContext) {
    const start = this.started.get(this.key(hook));
    if (start === undefined) return;
    this.started.delete(this.key(hook));
    const module: TestModule = hook.entity.type === 'module' ? hook.entity : hook.entity.module;
    this.times.push({ project: hook.entity.project.name, file: module.relativeModuleId, hook: hook.name, seconds: (performance.now() - start) / 1000 });
  }

  onTestRunEnd() {
    if (process.env.HOOK_TIMES_FILE) writeFileSync(process.env.HOOK_TIMES_FILE, `${JSON.stringify(this.times, null, 1)}\n`);
    for (const project of new Set(this.times.map((t) => t.project))) {
      const slowest = this.times
        .filter((t) => t.project === project)
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, 3)
        .map((t) => `${t.seconds.toFixed(1)} s ${t.hook} ${t.file}`);
      const ceiling = (this.ceilings.get(project) ?? 0) / 1000;
      console.log(`Slowest hooks (${project}, ceiling ${ceiling} s): ${slowest.join('; ')}`);
    }
  }
}
