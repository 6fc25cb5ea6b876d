import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each slow file took in an `npm test` run with CI's settings (journeys alongside), by project. Vitest
 * orders a project's files longest first by the durations it cached from earlier runs; a fresh clone has none, and
 * it falls back to the largest file first, which put the three longest slow files last (decision 181).
 */
const SLOW_DURATIONS: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'apps/server/test/slow-durations.json'), 'utf8'),
);
/** The slow projects in the order they start. A worker is reused only by its own project's next file. */
const SLOW_PROJECTS = ['server-slow', 'server-pg-slow'];

/**
 * Vitest's order, except in the slow group (the last): the PGlite project first, its three longest files then
 * starting together on the group's three workers, and each project's files longest first, by Vitest's cache when
 * it has the file and by slow-durations.json when not. A file in neither starts first, as Vitest does.
 */
export class SlowLongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = sorted.filter((spec) => SLOW_PROJECTS.includes(spec.project.name));
    const seconds = (spec: TestSpecification) => {
      const file = path.relative(spec.project.config.root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`);
      return cached ? cached.duration / 1000 : (SLOW_DURATIONS[spec.project.name]?.[file] ?? Number.MAX_SAFE_INTEGER);
    };
    slow.sort((a, b) => SLOW_PROJECTS.indexOf(a.project.name) - SLOW_PROJECTS.indexOf(b.project.name) || seconds(b) - seconds(a));
    return [...sorted.filter((spec) => !SLOW_PROJECTS.includes(spec.project.name)), ...slow];
  }
}
