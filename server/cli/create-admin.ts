/**
 * `npm run create-admin`: creates a super admin, from flags
 * (`-- --email a@b.in --name "A B" --mobile 9876543210 --password ...`) or by asking.
 * Uses DATABASE_URL, or the PGlite database under DATA_DIR (stop the server first: PGlite has one owner).
 */
import { parseArgs } from "node:util";
import { readEnv } from "@server/config/env";
import { openDatabaseOrExit, describeDatabase } from "@server/db/open-from-env";
import { syncMenu } from "@server/db/reference/sync-menu";
import { ask } from "./prompt";
import { createSuperAdmin } from "./create-admin-service";

const { values: flags } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    mobile: { type: "string" },
    password: { type: "string" },
  },
});

const questions = [
  { key: "name", label: "Full name" },
  { key: "email", label: "Email" },
  { key: "mobile", label: "Mobile (10 digits)" },
  { key: "password", label: "Password", secret: true },
  { key: "confirmPassword", label: "Confirm password", secret: true },
].filter(
  (question) =>
    (question.key === "confirmPassword" ? flags.password : flags[question.key as keyof typeof flags]) ===
    undefined,
);

const answers: Record<string, string | undefined> = {
  ...flags,
  ...(questions.length > 0 ? await ask(questions) : {}),
};
const confirmPassword = flags.password ?? answers.confirmPassword;

const env = readEnv();
const database = openDatabaseOrExit(env);
try {
  await database.migrate();
  await syncMenu(database.db);
  const result = await createSuperAdmin(
    database.db,
    {
      name: answers.name ?? "",
      email: answers.email ?? "",
      mobile: answers.mobile ?? "",
      password: answers.password ?? "",
      confirmPassword: confirmPassword ?? "",
    },
    new Date(),
  );
  if (result.ok) {
    console.log(`Created super admin ${answers.email} in ${describeDatabase(env)}.`);
  } else {
    for (const error of result.errors) console.error(`  ${error.field}: ${error.message}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
