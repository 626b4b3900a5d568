import type { TestProject } from "vitest/node";
import { prepareTestDatabaseTemplate, removeTestDatabaseTemplate } from "@server/test-support/test-database";

/** Migrates and seeds the demo data once per run; every API test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const template = await prepareTestDatabaseTemplate();
  project.provide("testDatabaseTemplate", template);
  return () => removeTestDatabaseTemplate(template);
}
