import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@server/db/schema/index";
import { ACCOUNT_KEYS, ACCOUNTS, type AccountKey } from "./accounts";
import { describeCall, isSuccess, securityKit } from "./security-kit";
import { recordFigures } from "./summary";

const kit = securityKit();

/** SUPER_ADMIN > ADMIN > NBFC/OPS > merchants. */
const RANK: Record<string, number> = { SUPER_ADMIN: 4, ADMIN: 3, NBFC: 2, OPS: 2 };
const rankOf = (userType: string) => RANK[userType] ?? 1;

/** Only a SUPER_ADMIN or an ADMIN may change the credentials of a user strictly below it. */
const mayChangeCredentials = (attackerType: string, victimType: string) =>
  (attackerType === "SUPER_ADMIN" || attackerType === "ADMIN") && rankOf(attackerType) > rankOf(victimType);

type UserRow = typeof users.$inferSelect;
/** What a takeover or an escalation would change. */
const credentialsOf = (row: UserRow) => ({
  email: row.email,
  mobile: row.mobile,
  passwordHash: row.passwordHash,
  roles: row.roles,
  userType: row.userType,
  kind: row.kind,
  lenderId: row.lenderId,
  anchorId: row.anchorId,
});

async function rowOf(account: AccountKey): Promise<UserRow> {
  const [row] = await kit.database.db.select().from(users).where(eq(users.email, ACCOUNTS[account]));
  if (!row) throw new Error(`no user ${ACCOUNTS[account]}`);
  return row;
}

/** A user as stored now (by id: a takeover changes its e-mail). */
async function current(row: UserRow): Promise<UserRow> {
  const [now] = await kit.database.db.select().from(users).where(eq(users.id, row.id));
  return now ?? row;
}

/** Puts a victim back as it was, so one successful takeover does not hide the next. */
async function restore(row: UserRow): Promise<void> {
  await kit.database.db.update(users).set(row).where(eq(users.id, row.id));
}

let attackerMobile = 9_000_000_000;
/** The attacker's contacts, new to the database each time. */
const attackerContacts = () => {
  attackerMobile += 1;
  return { email: `taken${attackerMobile}@evil.in`, mobile: String(attackerMobile) };
};

/** Every write route that names a user: the victim's id in its path, or its fields in the body. */
const userWriteRoutes = () =>
  kit.serviceRoutes().filter((route) => route.method !== "GET" && /\/users?\b|\/user\//.test(route.url));

/** Tries to change the victim's contacts and credential fields through every user-writing route. */
async function attempt(attacker: AccountKey, victim: UserRow, contacts = attackerContacts()) {
  const outcomes = [];
  for (const route of userWriteRoutes()) {
    const payload = {
      name: victim.name,
      businessName: victim.businessName ?? undefined,
      version: victim.version,
      ...contacts,
      roles: ["ROLE_SUPER_ADMIN"],
      userType: "SUPER_ADMIN",
      kind: "ADMIN",
      lenderId: null,
      anchorId: null,
    };
    const request = { method: route.method, url: route.url.replace(/:\w+/g, victim.id), payload };
    const response = await kit.send({ ...request, headers: await kit.headersOf(attacker) });
    outcomes.push({ request, response });
  }
  return outcomes;
}

/** The OTP grant for a mobile number, with the OTP read from the SMS outbox. */
async function otpSignIn(mobile: string) {
  await kit.send({ method: "GET", url: `/auth/otp?mobile=${mobile}` });
  const otp = kit.app.sms
    .recent()
    .filter((entry) => entry.mobile === mobile)
    .at(-1)?.otp;
  if (!otp) return null;
  return kit.send({ method: "POST", url: "/auth/oauth/token", payload: { grant_type: "otp", mobile, otp } });
}

describe("account takeover chain", () => {
  const CHAIN: [AccountKey, AccountKey][] = [
    ["ops", "superadmin"],
    ["payments", "admin"],
    ["nbfc", "anchor"],
    ["anchor", "merchant"],
    ["ops", "payments"],
  ];

  it.each(CHAIN)(
    "%s cannot take over %s by changing its contacts and signing in by OTP",
    async (attacker, target) => {
      const victim = await rowOf(target);
      const contacts = attackerContacts();
      const outcomes = await attempt(attacker, victim, contacts);
      const signIn = await otpSignIn(contacts.mobile);
      const after = await current(victim);
      await restore(victim);
      for (const { request, response } of outcomes)
        expect(isSuccess(response), describeCall(request, response)).toBe(false);
      expect(signIn?.statusCode ?? 401, signIn?.body).not.toBe(200);
      expect(credentialsOf(after)).toEqual(credentialsOf(victim));
    },
  );
});

describe("credential-bearing fields of other users", () => {
  it(
    "no user changes them on a user it does not outrank as an administrator, through any user-writing route",
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      let attempts = 0;
      for (const attacker of ACCOUNT_KEYS) {
        const attackerType = (await rowOf(attacker)).userType;
        for (const target of ACCOUNT_KEYS) {
          if (target === attacker) continue;
          const victim = await rowOf(target);
          if (mayChangeCredentials(attackerType, victim.userType)) continue;
          const outcomes = await attempt(attacker, victim);
          attempts += outcomes.length;
          const after = await current(victim);
          if (JSON.stringify(credentialsOf(after)) !== JSON.stringify(credentialsOf(victim))) {
            failures.push(
              `${attacker} changed ${target}: ${outcomes.map((o) => describeCall(o.request, o.response)).join(" | ")}`,
            );
            await restore(victim);
          }
        }
      }
      recordFigures("escalation", { attempts, failures: failures.length });
      expect(failures).toEqual([]);
    },
  );

  it("nobody raises its own roles, user type, kind or lender and anchor links", async () => {
    const failures: string[] = [];
    for (const account of ACCOUNT_KEYS) {
      const self = await rowOf(account);
      await attempt(account, self, { email: self.email, mobile: self.mobile });
      const after = await current(self);
      const { roles, userType, kind, lenderId, anchorId } = credentialsOf(after);
      const before = credentialsOf(self);
      if (
        JSON.stringify({ roles, userType, kind, lenderId, anchorId }) !==
        JSON.stringify({
          roles: before.roles,
          userType: before.userType,
          kind: before.kind,
          lenderId: before.lenderId,
          anchorId: before.anchorId,
        })
      ) {
        failures.push(`${account} escalated itself`);
        await restore(self);
      }
    }
    expect(failures).toEqual([]);
  });

  it("signing up with another user's e-mail or mobile leaves that user as it was", async () => {
    for (const account of ACCOUNT_KEYS) {
      const victim = await rowOf(account);
      const response = await kit.send({
        method: "POST",
        url: "/auth/signup",
        payload: { name: "Imposter", email: victim.email, mobile: victim.mobile, password: "Imposter@123" },
      });
      expect(isSuccess(response), response.body).toBe(false);
      expect(credentialsOf(await current(victim))).toEqual(credentialsOf(victim));
    }
  });
});
