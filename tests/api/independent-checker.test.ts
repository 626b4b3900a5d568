import { describe, expect, it } from "vitest";
import { CHECKER_CONTROLS_MAKER, CHECKER_INDEPENDENCE_DAYS } from "@domain/api/independent-checker";
import type { UserDetail } from "@domain/api/users";
import { businessDateAt } from "@domain/dates/business-date";
import type { PendingOperation } from "@domain/api/pending-operations";
import { setOwnPassword } from "@server/test-support/own-password";
import { accessTokenFor, bearer } from "@server/test-support/test-app";
import { ADMIN, SUPERADMIN } from "./clients-kit";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { collectionsKit, owed, rupees, uniqueUtr } from "./collections-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = collectionsKit();
const DAY_MS = 86_400_000;

/** A new loan on its first due date (the clock moved on to it), before the users of a test are made. */
const payableLoan = () => kit.payableLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));

/** A manual payment of `loan`'s first EMI, proposed by `maker`. */
async function proposedPayment(loan: { id: string; loanNumber: string }, maker: string) {
  const [first] = await kit.emisOf(loan.id);
  return kit.propose(
    "add",
    {
      paymentInvoiceId: loan.loanNumber,
      paymentAmount: rupees(owed(first!)),
      utrNumber: uniqueUtr(),
      paymentDate: businessDateAt(kit.clock.now()),
    },
    maker,
  );
}

const approval = (id: string) => `/account/pending-operations/${id}/approve`;

let serial = 0;
/** The temporary password an admin types for a user; the user replaces it with the demo password. */
const TEMPORARY = "Temp@1234";

/**
 * A payments user created by `creator`, which sets its own password (the demo password) with the code sent
 * to its mobile: the admin's password never signs it in.
 */
async function paymentsUserBy(creator: string): Promise<UserDetail> {
  serial += 1;
  const created = await kit.okPayload<UserDetail>(creator, "POST", "/auth/users", {
    fullName: `Puppet Payments ${serial}`,
    userEmail: `puppet${serial}@staff.in`,
    userMobile: `700002000${serial}`,
    roles: ["ROLE_PAYMENT_USER"],
    password: TEMPORARY,
    confirmPassword: TEMPORARY,
  });
  await setOwnPassword(kit.app, created, TEMPORARY, DEMO_PASSWORD);
  return kit.okPayload<UserDetail>(creator, "GET", `/auth/users/${created.id}`);
}

describe("a checker who controls the maker's account (sockpuppets)", () => {
  it("an admin who created a payments user cannot approve its proposals; another staff user can", async () => {
    const loan = await payableLoan();
    const puppet = await paymentsUserBy(ADMIN);
    const operation = await proposedPayment(loan, puppet.email);
    const refused = await kit.fails(403, ADMIN, "POST", approval(operation.id));
    expect(refused.message).toBe(CHECKER_CONTROLS_MAKER);
    const unchanged = await kit.okPayload<PendingOperation>(
      SUPERADMIN,
      "GET",
      `/account/pending-operations/${operation.id}`,
    );
    expect(unchanged.state).toBe("PENDING");
    expect((await kit.approve(operation, SUPERADMIN)).state).toBe("APPROVED");
  });

  it(`an admin who reset a user's password cannot approve its proposals for ${CHECKER_INDEPENDENCE_DAYS} days`, async () => {
    const loan = await payableLoan();
    const user = await paymentsUserBy(SUPERADMIN);
    await kit.okPayload<UserDetail>(ADMIN, "PUT", `/auth/users/${user.id}`, {
      userFullName: user.name,
      userEmailId: user.email,
      userMobileNo: user.mobile,
      version: user.version,
      newPassword: TEMPORARY,
      confirmNewPassword: TEMPORARY,
    });
    await setOwnPassword(kit.app, user, TEMPORARY, DEMO_PASSWORD);
    const operation = await proposedPayment(loan, user.email);
    const refused = await kit.fails(403, ADMIN, "POST", approval(operation.id));
    expect(refused.message).toBe(CHECKER_CONTROLS_MAKER);

    kit.clock.advance((CHECKER_INDEPENDENCE_DAYS + 1) * DAY_MS);
    const signedInNow = async (email: string) => bearer(await accessTokenFor(kit.app, email));
    const approved = await kit.app.inject({
      method: "POST",
      url: approval(operation.id),
      headers: await signedInNow(ADMIN),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ payload: PendingOperation }>().payload.state).toBe("APPROVED");
  });
});
