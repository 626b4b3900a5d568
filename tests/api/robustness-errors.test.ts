import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AppConfig } from "@server/config/app-config";
import { LogCapture, setUpDatabase, startApp } from "@server/test-support/test-app";

const SECRET_PARAMETER = "parameter-that-must-stay-in-the-log";

describe("server errors", () => {
  for (const nodeEnv of ["development", "test", "production"] as AppConfig["nodeEnv"][]) {
    it(`keep the stack, SQL and parameters out of the answer under NODE_ENV=${nodeEnv}`, async () => {
      const database = await setUpDatabase({ seed: false });
      const logs = new LogCapture();
      const { app } = await startApp(database, {
        config: { nodeEnv, logLevel: "error", allowSandboxProviders: true },
        logs,
      });
      app.get("/api/test/sql-boom", { config: { access: "public" } }, async () => {
        await app.db.execute(sql`SELECT * FROM no_such_table WHERE name = ${SECRET_PARAMETER}`);
        return { payload: null };
      });
      const response = await app.inject({ url: "/api/test/sql-boom", headers: { "x-request-id": "boom-1" } });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: "Something went wrong on our side; please try again",
        requestId: "boom-1",
      });
      expect(response.headers["x-request-id"]).toBe("boom-1");
      for (const secret of ["no_such_table", SECRET_PARAMETER, "at "])
        expect(response.body).not.toContain(secret);

      const logged = logs.lines.map(
        (line) => JSON.parse(line) as { requestId?: string; err?: { stack?: string } },
      );
      const line = logged.find((entry) => entry.requestId === "boom-1" && entry.err);
      expect(line?.err?.stack).toContain("no_such_table");
      await app.close();
      await database.close();
    });
  }
});
