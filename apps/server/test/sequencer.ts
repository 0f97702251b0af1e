import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Long test files that start no process: the corpus test parses every labelled message; the resume
 * test waits seconds for replies streamed at a model's pace. Either one started last ran alone at
 * the end of the run.
 */
const LONG_IN_PROCESS = ['apps/server/src/ai/corpus/corpus.test.ts', 'apps/server/src/modules/chat/resume.test.ts'];

/** Does this test file start the server or a CLI as a child process, or is it otherwise long? */
const isLong = (file: string) =>
  LONG_IN_PROCESS.some((long) => file.endsWith(long)) || /node:child_process|child-server\.ts|server-build\.ts/.test(readFileSync(file, 'utf8'));

/**
 * Vitest's order (failed first, then longest first by the last run's durations — on a fresh clone,
 * with no such record, largest file first), except that the long test files go first: those that
 * start child processes take 10–30 s each, and one started last keeps the whole run waiting while
 * the other workers sit idle. See docs/decisions/2026-11-23-test-databases.md.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep their places; only the files within one move.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((spec) => spec.project.name === name);
      const first = own.filter((spec) => isLong(spec.moduleId));
      return [...first, ...own.filter((spec) => !first.includes(spec))];
    });
  }
}
