import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that each take a large share of their phase (`npm test`'s table names the slowest), longest first.
 * Vitest starts the files it has no timings for by size; on a fresh clone these small but long files would then
 * start last and leave one worker running them alone at the end of the phase.
 */
export const SLOW_FILES = [
  "tests/api/utr-imports-crash.test.ts",
  "tests/security/tenancy.test.ts",
  "tests/security/fuzz.test.ts",
  "tests/security/crash.test.ts",
  "tests/api/production.test.ts",
  "tests/api/robustness-errors.test.ts",
  "tests/security/escalation.test.ts",
  "tests/security/access-matrix.test.ts",
  "resources/anchors/settings-form.test.tsx",
  "resources/collections/staff-actions.test.tsx",
  "resources/invoices/list.test.tsx",
  "src/components/list-table/list-table.test.tsx",
  "resources/collections/payment-gateway-form.test.tsx",
];

/**
 * Vitest's own order (projects one after another; in each, timings of earlier runs, then size), with the known
 * slow files moved to the front of their project.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.indexOf(path.relative(process.cwd(), file.moduleId));
      return index === -1 ? SLOW_FILES.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order, project: projects.indexOf(file.project.name), rank: rank(file) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}
