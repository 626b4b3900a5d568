import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type CollectionDetail,
  NEW_UTR_SAME,
  OLD_UTR_MISMATCH,
  type UtrLookup,
} from "@domain/api/collections";
import { UTR_AWAITING_APPROVAL } from "@domain/api/pending-operations";
import { STALE_COLLECTION_MESSAGE } from "@server/modules/collections/collection-manager/collection-transition";
import { alreadyReversed } from "@server/modules/collections/receipts/reverse-receipt";
import { duplicateUtrMessage } from "@server/modules/collections/receipts/utr";
import { CHECKER, collectionsKit, MAKER, owed, uniqueUtr } from "./collections-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";

const kit = collectionsKit();
const CORRECT = "/account/collect/payment/utrNumber";

async function paidFirstEmi() {
  const loan = await kit.payableLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
  const [first] = await kit.emisOf(loan.id);
  return { loan, receipt: await kit.manualPayment(loan.id, owed(first!)) };
}

const refused = async (status: number, body: object) => kit.fails(status, MAKER, "POST", CORRECT, body);

describe("a UTR correction, maker-checker", () => {
  it("reverses the receipt and posts it again under the new UTR, once approved: the old UTR is free again", async () => {
    const { loan, receipt } = await paidFirstEmi();
    const newUtr = uniqueUtr();
    const operation = await kit.propose("utrNumber", {
      id: receipt.id,
      version: receipt.version,
      old_utr: ` ${receipt.utr!.toLowerCase()} `,
      new_utr: newUtr,
    });
    expect(operation).toMatchObject({ kind: "UTR_CORRECTION", state: "PENDING", receiptIds: [] });
    expect(operation.preview).toMatchObject({ totalPaise: receipt.amountPaise, utr: newUtr });
    expect(operation.preview.lines.map((line) => line.amountPaise)).toEqual([
      -receipt.amountPaise,
      receipt.amountPaise,
    ]);
    expect((await kit.readCollection(receipt.id)).utr).toBe(receipt.utr);
    const waiting = await refused(409, { id: receipt.id, version: receipt.version, new_utr: newUtr });
    expect(waiting.message).toBe(UTR_AWAITING_APPROVAL);

    const approved = await kit.approve(operation);
    const [reversalId, replayedId] = approved.receiptIds;
    expect(await kit.readCollection(reversalId!)).toMatchObject({
      channel: "REVERSAL",
      amountPaise: -receipt.amountPaise,
      reversesId: receipt.id,
    });
    const replayed = await kit.readCollection(replayedId!);
    expect(replayed).toMatchObject({
      channel: "MANUAL_PAYMENT",
      status: receipt.status,
      amountPaise: receipt.amountPaise,
      receivedOn: receipt.receivedOn,
      utr: newUtr,
      details: { correctsReceipt: receipt.receiptNumber, correctedUtr: receipt.utr },
    });
    const byComponent = (lines: CollectionDetail["allocations"]) =>
      lines.map((line) => `${line.emiId}:${line.component}:${line.amountPaise}`).sort();
    expect(byComponent(replayed.allocations)).toEqual(byComponent(receipt.allocations));
    expect((await kit.readCollection(receipt.id)).reversedById).toBe(reversalId);
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("COMPLETED");
    const found = await kit.okPayload<UtrLookup>(CHECKER, "GET", `${CORRECT}?utr=${newUtr}`);
    expect(found.collection?.id).toBe(replayedId);
    const reposted = await kit.manualPayment(loan.id, 1_000, receipt.utr!);
    expect(reposted.utr).toBe(receipt.utr);
    const newHeld = await kit.fails(409, MAKER, "POST", "/account/collect/payment/add", {
      paymentInvoiceId: loan.id,
      paymentAmount: "10",
      utrNumber: newUtr,
      paymentDate: receipt.receivedOn,
    });
    expect(newHeld.message).toBe(duplicateUtrMessage(replayed.receiptNumber));

    const again = await refused(409, { id: receipt.id, version: receipt.version + 1, new_utr: uniqueUtr() });
    expect(again.message).toBe(alreadyReversed(receipt.receiptNumber));
  });

  it("refuses a wrong old UTR, the same UTR, a recorded one, a stale version and an unknown receipt", async () => {
    const { receipt } = await paidFirstEmi();
    const { receipt: other } = await paidFirstEmi();
    const base = { id: receipt.id, version: receipt.version };
    const missing = await refused(400, base);
    expect(missing.errors).toEqual([{ field: "new_utr", message: "New UTR is required" }]);
    const wrongOld = await refused(400, { ...base, old_utr: uniqueUtr(), new_utr: uniqueUtr() });
    expect(wrongOld.errors).toEqual([{ field: "old_utr", message: OLD_UTR_MISMATCH }]);
    const same = await refused(400, { ...base, new_utr: receipt.utr!.toLowerCase() });
    expect(same.errors).toEqual([{ field: "new_utr", message: NEW_UTR_SAME }]);
    const duplicate = await refused(409, { ...base, new_utr: ` ${other.utr!.toLowerCase()}` });
    expect(duplicate.message).toBe(duplicateUtrMessage(other.receiptNumber));
    const stale = await refused(409, { ...base, version: receipt.version + 1, new_utr: uniqueUtr() });
    expect(stale.message).toBe(STALE_COLLECTION_MESSAGE);
    const unknown = await refused(404, { ...base, id: randomUUID(), new_utr: uniqueUtr() });
    expect(unknown.message).toBe("Collection not found");
  });
});
